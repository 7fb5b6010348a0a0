// Package tiles describes roof coverings and how many of them, and how much
// batten, a square metre of roof takes.
package tiles

import (
	"fmt"
	"math"

	"roofquote/money"
	"roofquote/roof"
)

// Lap says how the courses overlap.
type Lap int

const (
	// SingleLap tiles (interlocking concrete or clay) overlap only the
	// course below; the side locks keep the water out.
	SingleLap Lap = iota
	// DoubleLap coverings (plain tiles, slates) are laid broken-bond and
	// each course overlaps the course two below it.
	DoubleLap
)

func (l Lap) String() string {
	switch l {
	case SingleLap:
		return "single lap"
	case DoubleLap:
		return "double lap"
	}
	return fmt.Sprintf("Lap(%d)", int(l))
}

// Tile is one roof covering from the merchant's list.
type Tile struct {
	Code       string
	Name       string
	Length     float64 // mm, head to tail
	CoverWidth float64 // mm, width covered once laid (less the side lock)
	MinHeadlap float64 // mm
	MinPitch   roof.Pitch
	Lap        Lap
	Each       money.Pence // price of one tile
	Labour     money.Pence // fixing, per m²
}

// Gauge is the batten spacing in mm: the length of tile left showing in
// each course.
func (t Tile) Gauge() float64 {
	if t.Lap == DoubleLap {
		return (t.Length - t.MinHeadlap) / 2
	}
	return t.Length - t.MinHeadlap
}

// PerSquareMetre is how many tiles cover one square metre of roof.
func (t Tile) PerSquareMetre() float64 {
	return 1e6 / (t.Gauge() * t.CoverWidth)
}

// BattenPerSquareMetre is the length of batten, in metres, one square
// metre of roof takes at this tile's gauge.
func (t Tile) BattenPerSquareMetre() float64 {
	return 1000 / t.Gauge()
}

// Courses is the number of courses of tiles up a rafter of the given
// length in metres.
func (t Tile) Courses(rafter float64) int {
	return int(math.Ceil(rafter * 1000 / t.Gauge()))
}

// ErrTooShallow is returned when a roof is below a tile's minimum pitch.
type ErrTooShallow struct {
	Tile  string
	Pitch roof.Pitch
	Min   roof.Pitch
}

func (e *ErrTooShallow) Error() string {
	return fmt.Sprintf("tiles: %s needs at least %v, roof is %v", e.Tile, e.Min, e.Pitch)
}

// Check reports whether the tile may be laid at the given pitch.
func (t Tile) Check(p roof.Pitch) error {
	if p < t.MinPitch {
		return &ErrTooShallow{Tile: t.Name, Pitch: p, Min: t.MinPitch}
	}
	return nil
}
