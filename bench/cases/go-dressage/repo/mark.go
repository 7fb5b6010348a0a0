package dressage

import (
	"fmt"
	"strconv"
	"strings"
)

// Mark is a judge's mark for one movement, 0 to 10 in half points, kept as a count of half points.
type Mark int

// ParseMark reads a mark such as "7" or "6.5".
func ParseMark(s string) (Mark, error) {
	s = strings.TrimSpace(s)
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return 0, fmt.Errorf("mark %q: not a number", s)
	}
	halves := v * 2
	if halves != float64(int(halves)) {
		return 0, fmt.Errorf("mark %q: marks go in half points", s)
	}
	if v < 0 || v > 10 {
		return 0, fmt.Errorf("mark %q: out of 0-10", s)
	}
	return Mark(int(halves)), nil
}

// Value is the mark in points.
func (m Mark) Value() float64 { return float64(m) / 2 }

func (m Mark) String() string { return strconv.FormatFloat(m.Value(), 'f', -1, 64) }
