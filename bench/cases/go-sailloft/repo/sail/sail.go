// Package sail describes the sails the loft makes and works out their areas
// from the three edge lengths a customer measures on the boat.
package sail

import (
	"errors"
	"fmt"
	"math"
)

// Kind is the type of sail.
type Kind int

const (
	Mainsail Kind = iota
	Jib
	Genoa
	Mizzen
	Staysail
)

var kindNames = map[Kind]string{
	Mainsail: "mainsail",
	Jib:      "jib",
	Genoa:    "genoa",
	Mizzen:   "mizzen",
	Staysail: "staysail",
}

func (k Kind) String() string {
	if n, ok := kindNames[k]; ok {
		return n
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// ParseKind reads a kind from its name.
func ParseKind(s string) (Kind, error) {
	for k, n := range kindNames {
		if n == s {
			return k, nil
		}
	}
	return 0, fmt.Errorf("unknown sail kind %q", s)
}

// Headsail reports whether sails of this kind set on a forestay.
func (k Kind) Headsail() bool {
	return k == Jib || k == Genoa || k == Staysail
}

// Sail is one sail to be made, its edges in metres.
type Sail struct {
	Kind  Kind
	Luff  float64 // leading edge, tack to head
	Leech float64 // trailing edge, head to clew
	Foot  float64 // bottom edge, tack to clew
	// RoachPct is the area added outside the straight leech by battens, as a
	// percentage of the triangle. Only mainsails and mizzens carry roach.
	RoachPct float64
	// Furling marks a headsail that lives rolled on a furler.
	Furling bool
}

var (
	ErrEdge     = errors.New("sail edges must be positive")
	ErrTriangle = errors.New("sail edges do not make a triangle")
	ErrRoach    = errors.New("roach is only for mainsails and mizzens")
)

// Validate checks that the edges make a triangle and the roach fits the kind.
func (s Sail) Validate() error {
	if s.Luff <= 0 || s.Leech <= 0 || s.Foot <= 0 {
		return ErrEdge
	}
	a, b, c := s.Luff, s.Leech, s.Foot
	if a+b <= c || a+c <= b || b+c <= a {
		return ErrTriangle
	}
	if s.RoachPct < 0 || s.RoachPct > 40 {
		return fmt.Errorf("roach %.0f%% out of range 0-40", s.RoachPct)
	}
	if s.RoachPct > 0 && s.Kind != Mainsail && s.Kind != Mizzen {
		return ErrRoach
	}
	return nil
}

// TriangleArea is the area of the luff-leech-foot triangle (Heron's formula).
func (s Sail) TriangleArea() float64 {
	p := (s.Luff + s.Leech + s.Foot) / 2
	return math.Sqrt(p * (p - s.Luff) * (p - s.Leech) * (p - s.Foot))
}

// Area is the sail's area in square metres, roach included.
func (s Sail) Area() float64 {
	return s.TriangleArea() * (1 + s.RoachPct/100)
}

// Perimeter is the length of the three edges, which is what tape and
// stitching are charged on.
func (s Sail) Perimeter() float64 {
	return s.Luff + s.Leech + s.Foot
}

// LP is the luff perpendicular: the shortest distance from the clew to the luff.
func (s Sail) LP() float64 {
	return 2 * s.TriangleArea() / s.Luff
}

// Overlap is a headsail's LP as a percentage of the boat's J (the base of the
// foretriangle). A 135% genoa overlaps the mast; a jib is under 110%.
func (s Sail) Overlap(j float64) float64 {
	if j <= 0 {
		return 0
	}
	return s.LP() / j * 100
}

// Describe is the one-line summary printed on quotes and job tickets.
func (s Sail) Describe() string {
	d := fmt.Sprintf("%s %.2f x %.2f x %.2f m, %.1f m²", s.Kind, s.Luff, s.Leech, s.Foot, s.Area())
	if s.Furling {
		d += ", furling"
	}
	return d
}
