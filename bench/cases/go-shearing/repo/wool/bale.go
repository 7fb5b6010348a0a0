// Package wool follows the clip from the table to the press: the classer's
// lines, the bales they are pressed into and the clip's totals.
package wool

import (
	"fmt"
	"math"
)

// Bale weight limits for a bale to be accepted for sale, in kilograms.
const (
	MinBaleKg = 110.0
	MaxBaleKg = 204.0
	// TargetBaleKg is what the presser aims for.
	TargetBaleKg = 185.0
)

// Bale is one pressed bale of a line.
type Bale struct {
	Line   string
	Number int
	Kg     float64
}

// Label is the text stencilled on the bale: line and bale number.
func (b Bale) Label() string {
	return fmt.Sprintf("%s %03d", b.Line, b.Number)
}

// Press fills bales of one line from the weighed lots that come off the
// table, in order, starting a new bale when the next lot would take the
// bale over target. The first bale is numbered first. The last bale holds
// whatever is left, and may be light.
func Press(line string, first int, lotsKg []float64, target float64) []Bale {
	var bales []Bale
	current := Bale{Line: line, Number: first}
	for _, kg := range lotsKg {
		if current.Kg > 0 && current.Kg+kg > target {
			bales = append(bales, current)
			current = Bale{Line: line, Number: current.Number + 1}
		}
		current.Kg += kg
	}
	if current.Kg > 0 {
		bales = append(bales, current)
	}
	for i := range bales {
		bales[i].Kg = math.Round(bales[i].Kg*10) / 10
	}
	return bales
}
