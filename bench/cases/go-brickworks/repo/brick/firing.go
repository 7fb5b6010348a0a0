package brick

import (
	"errors"
	"fmt"
)

// Segment is one step of a kiln programme: ramp at RatePerHour degrees an
// hour to TargetC, then hold there for HoldMinutes.
type Segment struct {
	RatePerHour float64
	TargetC     float64
	HoldMinutes int
}

// Schedule is a firing programme starting from StartC.
type Schedule struct {
	Name     string
	StartC   float64
	Segments []Segment
}

// ErrNoSegments is returned for a schedule with nothing in it.
var ErrNoSegments = errors.New("brick: schedule has no segments")

// Validate checks every segment has a positive rate, a non-negative hold
// and climbs above the one before it.
func (s Schedule) Validate() error {
	if len(s.Segments) == 0 {
		return ErrNoSegments
	}
	prev := s.StartC
	for i, g := range s.Segments {
		if g.RatePerHour <= 0 {
			return fmt.Errorf("brick: segment %d has rate %.0f", i+1, g.RatePerHour)
		}
		if g.HoldMinutes < 0 {
			return fmt.Errorf("brick: segment %d has a negative hold", i+1)
		}
		if g.TargetC <= prev {
			return fmt.Errorf("brick: segment %d does not climb (%.0f after %.0f)", i+1, g.TargetC, prev)
		}
		prev = g.TargetC
	}
	return nil
}

// Hours is the length of the programme in hours, ramps and holds.
func (s Schedule) Hours() float64 {
	total := 0.0
	prev := s.StartC
	for _, g := range s.Segments {
		total += (g.TargetC - prev) / g.RatePerHour
		total += float64(g.HoldMinutes) / 60
		prev = g.TargetC
	}
	return total
}

// PeakC is the highest temperature the programme reaches.
func (s Schedule) PeakC() float64 {
	peak := s.StartC
	for _, g := range s.Segments {
		if g.TargetC > peak {
			peak = g.TargetC
		}
	}
	return peak
}

// TemperatureAt is the programmed temperature h hours after the start.
func (s Schedule) TemperatureAt(h float64) float64 {
	prev := s.StartC
	for _, g := range s.Segments {
		ramp := (g.TargetC - prev) / g.RatePerHour
		if h < ramp {
			return prev + h*g.RatePerHour
		}
		h -= ramp
		hold := float64(g.HoldMinutes) / 60
		if h < hold {
			return g.TargetC
		}
		h -= hold
		prev = g.TargetC
	}
	return prev
}

// CommonFiring is the yard's standard programme for facing bricks: a slow
// water-smoking ramp, a hold to burn out carbon, then up to 1050.
func CommonFiring() Schedule {
	return Schedule{
		Name:   "common",
		StartC: 20,
		Segments: []Segment{
			{RatePerHour: 40, TargetC: 220, HoldMinutes: 120},
			{RatePerHour: 80, TargetC: 860, HoldMinutes: 180},
			{RatePerHour: 50, TargetC: 1050, HoldMinutes: 240},
		},
	}
}
