package obs

import "math"

// Summary is a day's extremes and means.
type Summary struct {
	Count                    int
	MinPressure, MaxPressure float64
	MeanTempC                float64
	MaxWindKnots             float64
}

// Summarise returns the summary of readings (the zero Summary for none).
func Summarise(rs []Reading) Summary {
	if len(rs) == 0 {
		return Summary{}
	}
	s := Summary{Count: len(rs), MinPressure: math.Inf(1), MaxPressure: math.Inf(-1)}
	total := 0.0
	for _, r := range rs {
		s.MinPressure = math.Min(s.MinPressure, r.Pressure)
		s.MaxPressure = math.Max(s.MaxPressure, r.Pressure)
		s.MaxWindKnots = math.Max(s.MaxWindKnots, r.WindKnots)
		total += r.TempC
	}
	s.MeanTempC = round1(total / float64(len(rs)))
	return s
}
