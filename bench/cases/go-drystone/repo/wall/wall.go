// Package wall describes a dry stone wall: its run along the ground and its
// cross-section, which narrows from the footings to the top (the batter).
package wall

import (
	"errors"
	"fmt"
)

// Section is the cross-section of a wall, in metres. The height is measured
// from the top of the footings to the underside of the copes.
type Section struct {
	Height    float64
	BaseWidth float64
	TopWidth  float64
}

// Area is the cross-section area in square metres (a trapezium).
func (s Section) Area() float64 {
	return (s.BaseWidth + s.TopWidth) / 2 * s.Height
}

// Batter is how far each face leans in per metre of height, as a fraction
// (0.1 is 1 in 10).
func (s Section) Batter() float64 {
	if s.Height == 0 {
		return 0
	}
	return (s.BaseWidth - s.TopWidth) / 2 / s.Height
}

// Validate reports a section that can't be built.
func (s Section) Validate() error {
	switch {
	case s.Height <= 0:
		return errors.New("height must be positive")
	case s.TopWidth <= 0:
		return errors.New("top width must be positive")
	case s.TopWidth > s.BaseWidth:
		return fmt.Errorf("top width %.2fm wider than base %.2fm", s.TopWidth, s.BaseWidth)
	case s.Batter() > 0.25:
		return fmt.Errorf("batter 1 in %.1f too steep for a dry wall", 1/s.Batter())
	}
	return nil
}

// Wall is one run of wall to be built or rebuilt.
type Wall struct {
	Name    string
	Length  float64 // metres along the ground
	Section Section
	Stone   string // a stone.Kind name
}

// Volume is the volume of the wall body in cubic metres, voids included.
func (w Wall) Volume() float64 {
	return w.Length * w.Section.Area()
}

// FaceArea is the area of both faces in square metres, which is what a
// waller's day rate is usually measured against.
func (w Wall) FaceArea() float64 {
	return 2 * w.Length * w.Section.Height
}
