// Package estimate prices the building of dry stone walls: stone by the
// tonne, through stones by the piece and the waller's time by the day.
package estimate

import (
	"fmt"
	"math"
	"strings"

	"example.org/drystone/stone"
	"example.org/drystone/wall"
)

// Rates are the prices and allowances an estimate is worked out with.
type Rates struct {
	DayRate      Pence   // one waller, one day
	FaceM2PerDay float64 // square metres of face one waller builds in a day
	ThroughStone Pence   // each
	Waste        float64 // fraction of stone added for hearting and breakage
}

// DefaultRates are the yard's current rates.
var DefaultRates = Rates{
	DayRate:      22000,
	FaceM2PerDay: 6,
	ThroughStone: 1800,
	Waste:        0.1,
}

// Estimate is the worked estimate for one wall.
type Estimate struct {
	Wall          wall.Wall
	Tonnes        float64 // stone to order, to the next tenth of a tonne
	ThroughStones int
	LabourDays    float64 // in half days
	Stone         Pence
	Throughs      Pence
	Labour        Pence
}

// Total is the price of the whole wall.
func (e Estimate) Total() Pence {
	return e.Stone + e.Throughs + e.Labour
}

// For works out the estimate for one wall.
func For(w wall.Wall, r Rates) (Estimate, error) {
	if err := w.Section.Validate(); err != nil {
		return Estimate{}, fmt.Errorf("%s: %w", w.Name, err)
	}
	if w.Length <= 0 {
		return Estimate{}, fmt.Errorf("%s: length must be positive", w.Name)
	}
	k, err := stone.Lookup(w.Stone)
	if err != nil {
		return Estimate{}, fmt.Errorf("%s: %w", w.Name, err)
	}

	e := Estimate{Wall: w}
	e.Tonnes = math.Ceil(k.Tonnes(w.Volume())*(1+r.Waste)*10) / 10
	e.ThroughStones = wall.ThroughStones(w)
	e.LabourDays = math.Ceil(w.FaceArea()/r.FaceM2PerDay*2) / 2

	e.Stone = Pence(math.Round(e.Tonnes * float64(k.PencePerTonne)))
	e.Throughs = Pence(e.ThroughStones) * r.ThroughStone
	e.Labour = Pence(math.Round(e.LabourDays * float64(r.DayRate)))
	return e, nil
}

// All works out the estimates for several walls, stopping at the first wall
// that can't be estimated.
func All(walls []wall.Wall, r Rates) ([]Estimate, error) {
	out := make([]Estimate, 0, len(walls))
	for _, w := range walls {
		e, err := For(w, r)
		if err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, nil
}

// Summary lays the estimates out as a table with a total line.
func Summary(es []Estimate) string {
	var b strings.Builder
	var total Pence
	fmt.Fprintf(&b, "%-16s %7s %7s %5s %6s %12s\n", "wall", "length", "tonnes", "thru", "days", "price")
	for _, e := range es {
		fmt.Fprintf(&b, "%-16s %6.1fm %7.1f %5d %6.1f %12s\n",
			e.Wall.Name, e.Wall.Length, e.Tonnes, e.ThroughStones, e.LabourDays, e.Total())
		total += e.Total()
	}
	fmt.Fprintf(&b, "%-16s %42s\n", "total", total)
	return b.String()
}
