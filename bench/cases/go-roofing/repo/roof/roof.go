// Package roof measures pitched roofs from the few dimensions taken on a
// survey: the building's length and span, and the pitch of the slopes.
package roof

import (
	"errors"
	"fmt"
	"math"
)

// Pitch is the angle of a roof slope from the horizontal, in degrees.
type Pitch float64

// FromRiseRun gives the pitch of a slope that rises rise over a horizontal run.
func FromRiseRun(rise, run float64) Pitch {
	return Pitch(math.Atan2(rise, run) * 180 / math.Pi)
}

// Radians gives the pitch in radians.
func (p Pitch) Radians() float64 {
	return float64(p) * math.Pi / 180
}

// SlopeFactor turns a horizontal distance measured on plan across the slope
// into the true distance up the slope.
func (p Pitch) SlopeFactor() float64 {
	return 1 / math.Cos(p.Radians())
}

func (p Pitch) String() string {
	return fmt.Sprintf("%.1f°", float64(p))
}

// Plane is one slope of a roof: a trapezium with its long edge at the eaves
// and its short edge at the ridge (a hip end is a triangle, Top = 0).
type Plane struct {
	Name  string
	Eaves float64 // length along the eaves, m
	Top   float64 // length along the ridge, m
	Run   float64 // horizontal distance from eaves to ridge, m
	Pitch Pitch
}

// Rafter is the length of the slope from eaves to ridge.
func (p Plane) Rafter() float64 {
	return p.Run * p.Pitch.SlopeFactor()
}

// Area is the true (sloping) area of the plane in m².
func (p Plane) Area() float64 {
	return (p.Eaves + p.Top) / 2 * p.Rafter()
}

// Roof is a set of planes and the lengths of the edges where they meet,
// which need ridge, hip or verge finishing.
type Roof struct {
	Planes  []Plane
	Ridge   float64 // m
	Hips    float64 // m, all hips together
	Valleys float64 // m, all valleys together
	Verges  float64 // m, all verges together
}

// ErrDimensions is returned for a roof that cannot be built from the
// dimensions given.
var ErrDimensions = errors.New("roof: impossible dimensions")

func checkPitch(p Pitch) error {
	if p <= 0 || p >= 75 {
		return fmt.Errorf("%w: pitch %v", ErrDimensions, p)
	}
	return nil
}

// Gable is a dual-pitched roof with gable ends: two rectangular slopes over
// a building of the given length and span (wall to wall), both at pitch.
func Gable(length, span float64, pitch Pitch) (Roof, error) {
	if length <= 0 || span <= 0 {
		return Roof{}, fmt.Errorf("%w: %gm x %gm", ErrDimensions, length, span)
	}
	if err := checkPitch(pitch); err != nil {
		return Roof{}, err
	}
	run := span / 2
	front := Plane{Name: "front", Eaves: length, Top: length, Run: run, Pitch: pitch}
	back := front
	back.Name = "back"
	return Roof{
		Planes: []Plane{front, back},
		Ridge:  length,
		Verges: 4 * front.Rafter(),
	}, nil
}

// Hipped is a roof hipped at both ends: two trapezoidal main slopes and two
// triangular hip ends, all at the same pitch. The ridge is length - span
// long; a square building gets a pyramid roof with no ridge.
func Hipped(length, span float64, pitch Pitch) (Roof, error) {
	if length <= 0 || span <= 0 || length < span {
		return Roof{}, fmt.Errorf("%w: %gm x %gm", ErrDimensions, length, span)
	}
	if err := checkPitch(pitch); err != nil {
		return Roof{}, err
	}
	run := span / 2
	ridge := length - span
	front := Plane{Name: "front", Eaves: length, Top: ridge, Run: run, Pitch: pitch}
	back := front
	back.Name = "back"
	left := Plane{Name: "left hip", Eaves: span, Top: 0, Run: run, Pitch: pitch}
	right := left
	right.Name = "right hip"
	return Roof{
		Planes: []Plane{front, back, left, right},
		Ridge:  ridge,
		Hips:   4 * HipLength(run, pitch),
	}, nil
}

// HipLength is the length of one hip where two slopes of the same pitch and
// run meet at a right-angled corner: it runs diagonally on plan.
func HipLength(run float64, pitch Pitch) float64 {
	rise := run * math.Tan(pitch.Radians())
	return math.Sqrt(2*run*run + rise*rise)
}

// Join adds another section (an extension or a dormer) to the roof. Where
// two roofs meet at an internal corner there is a valley; its length is
// given by the surveyor.
func (r Roof) Join(other Roof, valleys float64) Roof {
	planes := make([]Plane, 0, len(r.Planes)+len(other.Planes))
	planes = append(planes, r.Planes...)
	planes = append(planes, other.Planes...)
	return Roof{
		Planes:  planes,
		Ridge:   r.Ridge + other.Ridge,
		Hips:    r.Hips + other.Hips,
		Valleys: r.Valleys + other.Valleys + valleys,
		Verges:  r.Verges + other.Verges,
	}
}

// Area is the total sloping area of all planes, m².
func (r Roof) Area() float64 {
	var a float64
	for _, p := range r.Planes {
		a += p.Area()
	}
	return a
}

// Eaves is the total eaves length, m, which sets the length of scaffold.
func (r Roof) Eaves() float64 {
	var e float64
	for _, p := range r.Planes {
		e += p.Eaves
	}
	return e
}

// LowestPitch is the shallowest slope on the roof, which decides whether a
// tile may be used.
func (r Roof) LowestPitch() Pitch {
	if len(r.Planes) == 0 {
		return 0
	}
	low := r.Planes[0].Pitch
	for _, p := range r.Planes[1:] {
		if p.Pitch < low {
			low = p.Pitch
		}
	}
	return low
}
