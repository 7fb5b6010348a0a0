// Package weight holds gem weights, kept in milligrams (one carat is 200 mg).
package weight

import (
	"fmt"
	"strconv"
	"strings"
)

// Milligrams is a weight in milligrams.
type Milligrams int

// MgPerCarat is the metric carat.
const MgPerCarat = 200

// Parse reads "1.25ct" or "250mg".
func Parse(s string) (Milligrams, error) {
	s = strings.TrimSpace(strings.ToLower(s))
	var unit float64
	var num string
	switch {
	case strings.HasSuffix(s, "ct"):
		unit, num = MgPerCarat, strings.TrimSuffix(s, "ct")
	case strings.HasSuffix(s, "mg"):
		unit, num = 1, strings.TrimSuffix(s, "mg")
	default:
		return 0, fmt.Errorf("weight %q: want ct or mg", s)
	}
	v, err := strconv.ParseFloat(strings.TrimSpace(num), 64)
	if err != nil || v < 0 {
		return 0, fmt.Errorf("weight %q: bad number", s)
	}
	return Milligrams(v*unit + 0.5), nil
}

// Carats is the weight in carats.
func (m Milligrams) Carats() float64 {
	return float64(m) / MgPerCarat
}

// String prints carats to two places: "1.25 ct".
func (m Milligrams) String() string {
	return fmt.Sprintf("%.2f ct", m.Carats())
}
