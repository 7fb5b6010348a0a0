// Package dart parses single darts as a scorer calls them: "T20", "D16", "S5" or "5", "25" (outer bull),
// "BULL" (inner bull, a double 25) and "MISS".
package dart

import (
	"fmt"
	"strconv"
	"strings"
)

// Multiplier is the ring a dart landed in.
type Multiplier int

const (
	Miss Multiplier = iota
	Single
	Double
	Treble
)

// Dart is one thrown dart.
type Dart struct {
	Segment    int // 1-20, 25 for the bull, 0 for a miss
	Multiplier Multiplier
}

// Score is the points the dart scores.
func (d Dart) Score() int {
	return d.Segment * int(d.Multiplier)
}

// IsDouble reports whether the dart is in a double ring, the inner bull included.
func (d Dart) IsDouble() bool {
	return d.Multiplier == Double
}

func (d Dart) String() string {
	switch {
	case d.Multiplier == Miss:
		return "MISS"
	case d.Segment == 25 && d.Multiplier == Double:
		return "BULL"
	case d.Segment == 25:
		return "25"
	}
	return [...]string{"", "S", "D", "T"}[d.Multiplier] + strconv.Itoa(d.Segment)
}

// Parse reads one dart.
func Parse(s string) (Dart, error) {
	call := strings.ToUpper(strings.TrimSpace(s))
	switch call {
	case "MISS", "0", "M":
		return Dart{}, nil
	case "BULL", "DB", "D25", "50":
		return Dart{Segment: 25, Multiplier: Double}, nil
	case "25", "OB", "S25":
		return Dart{Segment: 25, Multiplier: Single}, nil
	}
	m := Single
	switch {
	case strings.HasPrefix(call, "T"):
		m, call = Treble, call[1:]
	case strings.HasPrefix(call, "D"):
		m, call = Double, call[1:]
	case strings.HasPrefix(call, "S"):
		call = call[1:]
	}
	n, err := strconv.Atoi(call)
	if err != nil || n < 1 || n > 20 {
		return Dart{}, fmt.Errorf("dart: cannot read %q", s)
	}
	return Dart{Segment: n, Multiplier: m}, nil
}

// ParseVisit reads up to three darts separated by spaces.
func ParseVisit(s string) ([]Dart, error) {
	fields := strings.Fields(s)
	if len(fields) == 0 || len(fields) > 3 {
		return nil, fmt.Errorf("dart: a visit is one to three darts, got %q", s)
	}
	darts := make([]Dart, 0, len(fields))
	for _, f := range fields {
		d, err := Parse(f)
		if err != nil {
			return nil, err
		}
		darts = append(darts, d)
	}
	return darts, nil
}
