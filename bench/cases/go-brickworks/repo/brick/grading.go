package brick

import "math"

// Grade is the class a fired brick is sold under.
type Grade string

const (
	GradeFacing Grade = "facing"
	GradeCommon Grade = "common"
	GradeReject Grade = "reject"
)

// Nominal is the work size of a standard brick in millimetres.
type Nominal struct {
	LengthMM, WidthMM, HeightMM float64
}

// Standard is the UK work size, 215 x 102.5 x 65.
var Standard = Nominal{LengthMM: 215, WidthMM: 102.5, HeightMM: 65}

// Sample is one fired brick as measured on the grading bench.
type Sample struct {
	LengthMM, WidthMM, HeightMM float64
	// Absorption is water absorbed after a 24 h soak, as a fraction of dry
	// weight.
	Absorption float64
	Cracked    bool
}

// Tolerance is the largest allowed deviation from the work size for each
// dimension: 2% for facings, 4% for commons.
func Tolerance(g Grade) float64 {
	switch g {
	case GradeFacing:
		return 0.02
	case GradeCommon:
		return 0.04
	}
	return 0
}

// maxDeviation is the largest relative deviation of the sample from the
// nominal size over the three dimensions.
func maxDeviation(s Sample, n Nominal) float64 {
	d := math.Abs(s.LengthMM-n.LengthMM) / n.LengthMM
	d = math.Max(d, math.Abs(s.WidthMM-n.WidthMM)/n.WidthMM)
	d = math.Max(d, math.Abs(s.HeightMM-n.HeightMM)/n.HeightMM)
	return d
}

// Classify grades a sample against a work size. Facings must be within 2%
// and absorb no more than 12%; commons within 4% and 20%. Cracked bricks
// are rejects.
func Classify(s Sample, n Nominal) Grade {
	if s.Cracked {
		return GradeReject
	}
	dev := maxDeviation(s, n)
	switch {
	case dev <= Tolerance(GradeFacing) && s.Absorption <= 0.12:
		return GradeFacing
	case dev <= Tolerance(GradeCommon) && s.Absorption <= 0.20:
		return GradeCommon
	}
	return GradeReject
}

// Tally counts the grades of a run of samples.
func Tally(samples []Sample, n Nominal) map[Grade]int {
	out := map[Grade]int{}
	for _, s := range samples {
		out[Classify(s, n)]++
	}
	return out
}
