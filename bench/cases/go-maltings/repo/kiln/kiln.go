// Package kiln dries and cures green malt.
package kiln

import (
	"math"

	"maltings/moisture"
)

// Stage is one setting of the kiln: the air-on temperature held for some hours.
type Stage struct {
	Name  string
	TempC float64
	Hours float64
}

// Program is a kilning, its stages in order.
type Program []Stage

// Hours is the length of the program.
func (p Program) Hours() float64 {
	total := 0.0
	for _, s := range p {
		total += s.Hours
	}
	return total
}

// dryingRate is the water driven off, kg per tonne of dry matter per hour, at tempC.
func dryingRate(tempC float64) float64 {
	if tempC <= 20 {
		return 0
	}
	return 0.55 * (tempC - 20)
}

// equilibrium is the moisture (%) below which air at tempC dries the malt no further.
func equilibrium(tempC float64) float64 {
	return math.Max(3, 45-0.48*tempC)
}

// Result is the malt off the kiln.
type Result struct {
	MassKg      float64
	MoisturePct float64
	WaterOffKg  float64
	ColourEBC   float64
	CuringHours float64 // hours at 80 °C or more
}

// Run kilns massKg of green malt at moisturePct whose colour is colourEBC. Colour forms
// above 80 °C, faster while the malt still holds water.
func (p Program) Run(massKg, moisturePct, colourEBC float64) Result {
	dry := moisture.DryMatter(massKg, moisturePct)
	mass := massKg
	water := massKg * moisturePct / 100
	pct := moisturePct
	off := 0.0
	colour := colourEBC
	curing := 0.0
	for _, s := range p {
		take := dryingRate(s.TempC) * s.Hours * dry / 1000
		floor := moisture.MassAt(dry, equilibrium(s.TempC))
		if mass-take < floor {
			take = math.Max(0, mass-floor)
		}
		water -= take
		mass -= take
		pct = water / mass * 100
		off += take
		if s.TempC >= 80 {
			colour += 0.02 * (s.TempC - 80) * s.Hours * (1 + pct/4)
			curing += s.Hours
		}
	}
	return Result{MassKg: mass, MoisturePct: pct, WaterOffKg: off, ColourEBC: colour, CuringHours: curing}
}
