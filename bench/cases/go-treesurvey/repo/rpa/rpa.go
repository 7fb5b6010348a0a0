// Package rpa works out root protection areas: the ground around a tree kept
// free of construction so that its roots survive.
package rpa

import "math"

const (
	// RadiusPerDiameter is the RPA radius as a multiple of the stem diameter.
	RadiusPerDiameter = 12.0
	// MaxRadius caps the radius, in metres (an area of about 707 m²).
	MaxRadius = 15.0
)

// Radius of the root protection area in metres for a stem diameter in mm.
func Radius(diameterMM float64) float64 {
	r := RadiusPerDiameter * diameterMM / 1000
	return math.Min(r, MaxRadius)
}

// Area of the root protection area in m² for a stem diameter in mm.
func Area(diameterMM float64) float64 {
	r := Radius(diameterMM)
	return math.Pi * r * r
}

// Point is a position on the site plan, in metres.
type Point struct{ X, Y float64 }

// Rect is an axis-aligned footprint on the site plan (a building, a trench).
type Rect struct{ Min, Max Point }

// Clearance is the distance in metres from p to the nearest part of r; zero
// when p is inside r.
func Clearance(p Point, r Rect) float64 {
	dx := math.Max(math.Max(r.Min.X-p.X, 0), p.X-r.Max.X)
	dy := math.Max(math.Max(r.Min.Y-p.Y, 0), p.Y-r.Max.Y)
	return math.Hypot(dx, dy)
}

// Encroaches reports whether a footprint reaches into a root protection area
// of the given radius around a tree at p.
func Encroaches(p Point, radius float64, r Rect) bool {
	return Clearance(p, r) < radius
}

// Encroachment estimates the share (0 to 1) of the root protection area
// covered by the footprint, by sampling the circle on a 10 cm grid.
func Encroachment(p Point, radius float64, r Rect) float64 {
	const step = 0.1
	inside, covered := 0, 0
	for x := p.X - radius + step/2; x < p.X+radius; x += step {
		for y := p.Y - radius + step/2; y < p.Y+radius; y += step {
			if math.Hypot(x-p.X, y-p.Y) > radius {
				continue
			}
			inside++
			if x >= r.Min.X && x <= r.Max.X && y >= r.Min.Y && y <= r.Max.Y {
				covered++
			}
		}
	}
	if inside == 0 {
		return 0
	}
	return float64(covered) / float64(inside)
}
