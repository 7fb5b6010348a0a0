// Package passage plans the legs of a charter between marinas.
package passage

import (
	"fmt"
	"math"
	"time"
)

// earthRadiusNM is the mean radius of the earth in nautical miles.
const earthRadiusNM = 3440.065

// Marina is a harbour the yachts call at.
type Marina struct {
	Code     string
	Name     string
	Lat, Lon float64 // degrees
}

// DistanceNM is the great-circle distance between two marinas in nautical
// miles.
func DistanceNM(a, b Marina) float64 {
	φ1, φ2 := rad(a.Lat), rad(b.Lat)
	dφ := φ2 - φ1
	dλ := rad(b.Lon - a.Lon)
	h := math.Sin(dφ/2)*math.Sin(dφ/2) + math.Cos(φ1)*math.Cos(φ2)*math.Sin(dλ/2)*math.Sin(dλ/2)
	return 2 * earthRadiusNM * math.Asin(math.Sqrt(h))
}

func rad(deg float64) float64 { return deg * math.Pi / 180 }

// Leg is one passage from a marina to the next.
type Leg struct {
	From, To Marina
}

// Distance of the leg in nautical miles.
func (l Leg) Distance() float64 { return DistanceNM(l.From, l.To) }

// Plan is a route through a list of marinas.
type Plan struct {
	Legs []Leg
}

// Route builds a plan calling at the marinas in order.
func Route(ms ...Marina) (Plan, error) {
	if len(ms) < 2 {
		return Plan{}, fmt.Errorf("passage: a route needs two marinas, got %d", len(ms))
	}
	var p Plan
	for i := 1; i < len(ms); i++ {
		if ms[i].Code == ms[i-1].Code {
			return Plan{}, fmt.Errorf("passage: %s follows itself", ms[i].Code)
		}
		p.Legs = append(p.Legs, Leg{From: ms[i-1], To: ms[i]})
	}
	return p, nil
}

// Distance is the length of the whole route in nautical miles.
func (p Plan) Distance() float64 {
	total := 0.0
	for _, l := range p.Legs {
		total += l.Distance()
	}
	return total
}

// LegTime is how long a leg takes at the given speed in knots, rounded up to
// the next quarter of an hour.
func LegTime(l Leg, knots float64) time.Duration {
	if knots <= 0 {
		return 0
	}
	hours := l.Distance() / knots
	quarters := math.Ceil(hours * 4)
	return time.Duration(quarters) * 15 * time.Minute
}

// Duration is the time under way for the whole route.
func (p Plan) Duration(knots float64) time.Duration {
	var total time.Duration
	for _, l := range p.Legs {
		total += LegTime(l, knots)
	}
	return total
}

// Longest is the longest leg of the route.
func (p Plan) Longest() (Leg, bool) {
	if len(p.Legs) == 0 {
		return Leg{}, false
	}
	best := p.Legs[0]
	for _, l := range p.Legs[1:] {
		if l.Distance() > best.Distance() {
			best = l
		}
	}
	return best, true
}
