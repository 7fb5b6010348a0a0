// Package germ follows green malt through germination on the floor.
package germ

import "fmt"

// Plan is a germination: its length, the bed temperature and how often the bed is turned.
type Plan struct {
	Days        int
	TempC       float64
	TurnsPerDay int
}

// Result is the green malt at the end of the plan.
type Result struct {
	MassKg      float64
	MoisturePct float64
	DryLossKg   float64 // dry matter respired
	Acrospire   float64 // length of the acrospire as a fraction of the grain
	Turns       int
}

// Validate reports a plan the floor cannot run.
func (p Plan) Validate() error {
	if p.Days < 1 || p.Days > 10 {
		return fmt.Errorf("germination of %d days: want 1 to 10", p.Days)
	}
	if p.TempC < 10 || p.TempC > 22 {
		return fmt.Errorf("bed at %.1f °C: want 10 to 22 °C", p.TempC)
	}
	if p.TurnsPerDay < 1 {
		return fmt.Errorf("the bed must be turned at least once a day")
	}
	return nil
}

// respiration is the share of the dry matter respired per day at tempC (0.9% at 16 °C,
// 8% more per degree warmer).
func respiration(tempC float64) float64 {
	return 0.009 * (1 + 0.08*(tempC-16))
}

// growth is the acrospire's growth per day, as a fraction of the grain, at tempC.
func growth(tempC float64) float64 {
	return 0.2 * tempC / 16
}

// evaporation is the share of the bed's water lost to the air each day.
const evaporation = 0.01

// Run germinates massKg of steeped grain at moisturePct.
func (p Plan) Run(massKg, moisturePct float64) Result {
	water := massKg * moisturePct / 100
	dry := massKg - water
	lost := 0.0
	acro := 0.0
	for day := 0; day < p.Days; day++ {
		burnt := dry * respiration(p.TempC)
		dry -= burnt
		lost += burnt
		water -= water * evaporation
		acro += growth(p.TempC)
	}
	if acro > 1 {
		acro = 1
	}
	mass := dry + water
	return Result{
		MassKg:      mass,
		MoisturePct: water / mass * 100,
		DryLossKg:   lost,
		Acrospire:   acro,
		Turns:       p.Days * p.TurnsPerDay,
	}
}

// Modified reports whether green malt is ready for the kiln: the acrospire
// three quarters of the grain's length or more.
func (r Result) Modified() bool { return r.Acrospire >= 0.75 }
