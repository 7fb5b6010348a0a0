// Package steep predicts the water a lot of barley takes up in the steeping vessel.
package steep

import "maltings/moisture"

// Ceiling is the moisture (wet basis, %) above which the grain takes up no more water.
const Ceiling = 47.0

// baseRate is the uptake, in kg of water per tonne of dry matter per wet hour, in
// water at 14 °C during the first immersion.
const baseRate = 45.0

// Rest is one stage of a steep: an immersion (Wet) or an air rest.
type Rest struct {
	Wet   bool
	Hours float64
}

// Schedule is a steep: its rests in order and the water temperature.
type Schedule struct {
	Rests      []Rest
	WaterTempC float64
}

// WetHours is the time under water.
func (s Schedule) WetHours() float64 { return s.hours(true) }

// AirHours is the time in air rests.
func (s Schedule) AirHours() float64 { return s.hours(false) }

// TotalHours is the whole steep, casting excluded.
func (s Schedule) TotalHours() float64 { return s.WetHours() + s.AirHours() }

func (s Schedule) hours(wet bool) float64 {
	total := 0.0
	for _, r := range s.Rests {
		if r.Wet == wet {
			total += r.Hours
		}
	}
	return total
}

// Rate is the first-immersion uptake (kg water per tonne dry matter per hour) at the
// schedule's water temperature: 5% faster per degree above 14 °C.
func (s Schedule) Rate() float64 {
	return baseRate * (1 + 0.05*(s.WaterTempC-14))
}

// Result is the grain cast from the steep.
type Result struct {
	MassKg      float64
	MoisturePct float64
	WaterKg     float64 // taken up
}

// Run steeps massKg of barley at moisturePct. The n-th immersion takes up 1/n of
// the first one's rate (the grain fills); no immersion takes the grain past Ceiling.
func (s Schedule) Run(massKg, moisturePct float64) Result {
	dry := moisture.DryMatter(massKg, moisturePct)
	limit := moisture.MassAt(dry, Ceiling)
	rate := s.Rate()
	water := massKg * moisturePct / 100
	mass := massKg
	immersions := 0
	for _, r := range s.Rests {
		if !r.Wet {
			continue
		}
		immersions++
		take := rate * r.Hours * dry / 1000 / float64(immersions)
		if mass+take > limit {
			take = limit - mass
		}
		water += take
		mass += take
	}
	return Result{MassKg: mass, MoisturePct: water / mass * 100, WaterKg: mass - massKg}
}
