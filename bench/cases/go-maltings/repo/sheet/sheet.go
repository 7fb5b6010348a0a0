// Package sheet runs a lot through steep, germination and kiln and prints the batch sheet.
package sheet

import (
	"fmt"
	"strings"

	"maltings/colour"
	"maltings/germ"
	"maltings/kiln"
	"maltings/lot"
	"maltings/steep"
)

// barleyColourEBC is the colour of steeped, germinated barley before the kiln.
const barleyColourEBC = 1.8

// Batch is a lot and the plans it goes through.
type Batch struct {
	Lot   lot.Lot
	Steep steep.Schedule
	Germ  germ.Plan
	Kiln  kiln.Program
}

// Outcome is what each vessel made of the batch.
type Outcome struct {
	Steep steep.Result
	Germ  germ.Result
	Kiln  kiln.Result
}

// YieldPct is the malt off the kiln as a percentage of the barley in.
func (o Outcome) YieldPct(l lot.Lot) float64 {
	return o.Kiln.MassKg / l.MassKg * 100
}

// Run takes the batch through the maltings.
func (b Batch) Run() (Outcome, error) {
	if err := b.Lot.Validate(); err != nil {
		return Outcome{}, err
	}
	if err := b.Germ.Validate(); err != nil {
		return Outcome{}, err
	}
	var o Outcome
	o.Steep = b.Steep.Run(b.Lot.MassKg, b.Lot.MoisturePct)
	o.Germ = b.Germ.Run(o.Steep.MassKg, o.Steep.MoisturePct)
	o.Kiln = b.Kiln.Run(o.Germ.MassKg, o.Germ.MoisturePct, barleyColourEBC)
	return o, nil
}

// Format prints the batch sheet.
func Format(b Batch, o Outcome) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "Lot %s (%s): %.0f kg at %.1f%%\n", b.Lot.ID, b.Lot.Variety, b.Lot.MassKg, b.Lot.MoisturePct)
	fmt.Fprintf(&sb, "Steep: %.0f h (%.0f h wet), cast at %.1f%%, %.0f kg water\n",
		b.Steep.TotalHours(), b.Steep.WetHours(), o.Steep.MoisturePct, o.Steep.WaterKg)
	ready := "modified"
	if !o.Germ.Modified() {
		ready = "UNDER-MODIFIED"
	}
	fmt.Fprintf(&sb, "Germination: %d days at %.0f °C, %d turns, acrospire %.2f, %s\n",
		b.Germ.Days, b.Germ.TempC, o.Germ.Turns, o.Germ.Acrospire, ready)
	fmt.Fprintf(&sb, "Kiln: %.0f h (%.0f h curing), off at %.1f%%\n", b.Kiln.Hours(), o.Kiln.CuringHours, o.Kiln.MoisturePct)
	fmt.Fprintf(&sb, "Colour: %.1f EBC (%s)\n", o.Kiln.ColourEBC, colour.Class(o.Kiln.ColourEBC))
	fmt.Fprintf(&sb, "Malt: %.0f kg, yield %.1f%%\n", o.Kiln.MassKg, o.YieldPct(b.Lot))
	return sb.String()
}
