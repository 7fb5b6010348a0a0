package philately

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Perf is a perforation gauge: holes per 2 cm, horizontally (top and
// bottom) and vertically (the sides). Equal for a stamp of a single perf.
type Perf struct {
	H, V float64
}

func (p Perf) String() string {
	if p.H == p.V {
		return "perf " + gauge(p.H)
	}
	return "perf " + gauge(p.H) + " x " + gauge(p.V)
}

func gauge(g float64) string {
	whole := math.Floor(g)
	switch g - whole {
	case 0.25:
		return fmt.Sprintf("%.0f¼", whole)
	case 0.5:
		return fmt.Sprintf("%.0f½", whole)
	case 0.75:
		return fmt.Sprintf("%.0f¾", whole)
	}
	return fmt.Sprintf("%.0f", whole)
}

func parseGauge(s string) (float64, error) {
	s = strings.TrimSpace(s)
	frac := 0.0
	for suffix, v := range map[string]float64{"¼": 0.25, "½": 0.5, "¾": 0.75} {
		if strings.HasSuffix(s, suffix) {
			s, frac = strings.TrimSuffix(s, suffix), v
			break
		}
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 7 || n > 20 {
		return 0, fmt.Errorf("bad gauge %q", s)
	}
	return float64(n) + frac, nil
}

// ParsePerf reads "perf 14", "perf 14 x 13½" or "P 12½x12".
func ParsePerf(s string) (Perf, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	switch {
	case strings.HasPrefix(t, "perf"):
		t = t[len("perf"):]
	case strings.HasPrefix(t, "p"):
		t = t[1:]
	default:
		return Perf{}, fmt.Errorf("not a perforation: %q", s)
	}
	h, v, compound := strings.Cut(t, "x")
	hg, err := parseGauge(h)
	if err != nil {
		return Perf{}, err
	}
	if !compound {
		return Perf{hg, hg}, nil
	}
	vg, err := parseGauge(v)
	if err != nil {
		return Perf{}, err
	}
	return Perf{hg, vg}, nil
}

// Gauge turns a count of holes along a measured edge into the gauge, to the
// nearest quarter.
func Gauge(holes int, mm float64) float64 {
	return math.Round(float64(holes)*20/mm*4) / 4
}
