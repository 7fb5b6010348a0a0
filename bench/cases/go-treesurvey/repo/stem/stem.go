// Package stem works out the stem diameter used for a tree's root protection
// area. Diameters are in millimetres, measured at 1.5 m above ground level.
package stem

import (
	"errors"
	"fmt"
	"math"
)

// ErrNoStems is returned when a tree is recorded without any stem.
var ErrNoStems = errors.New("stem: no stems recorded")

// FromGirth converts a girth (circumference) taken with a tape to a diameter.
func FromGirth(girthMM float64) float64 {
	return girthMM / math.Pi
}

// Combined gives the single diameter that stands for a tree's stems. A single
// stem is its own diameter; several stems are combined as the square root of
// the sum of their squared diameters.
func Combined(diameters []float64) (float64, error) {
	if len(diameters) == 0 {
		return 0, ErrNoStems
	}
	sumSq := 0.0
	for i, d := range diameters {
		if d <= 0 || math.IsNaN(d) {
			return 0, fmt.Errorf("stem: stem %d has diameter %v mm", i+1, d)
		}
		sumSq += d * d
	}
	return math.Sqrt(sumSq), nil
}
