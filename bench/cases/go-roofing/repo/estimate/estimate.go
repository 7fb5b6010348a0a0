// Package estimate takes off the materials for re-roofing: tiles, battens,
// membrane and the sundries for ridges, hips, valleys and verges.
package estimate

import (
	"fmt"
	"math"

	"roofquote/money"
	"roofquote/roof"
	"roofquote/tiles"
)

// Sundry lengths and coverages, and their prices from the merchant.
const (
	BattenLength     = 4.8  // m, one length of 25 x 50 treated batten
	BattenWaste      = 0.10 // offcuts at joints and at the verges
	MembraneRoll     = 42.5 // m² a 50 m² roll covers once lapped 150 mm
	RidgeTileCover   = 0.45 // m of ridge or hip one ridge tile covers
	ValleyTrough     = 3.0  // m, one GRP valley trough
	MortarBagBedding = 3.0  // m of ridge, hip or verge a 25 kg bag beds
)

// Prices of the sundries.
var (
	BattenPrice    = money.Pounds(4, 80)
	MembranePrice  = money.Pounds(68, 0)
	RidgeTilePrice = money.Pounds(6, 40)
	ValleyPrice    = money.Pounds(27, 50)
	MortarPrice    = money.Pounds(7, 25)
)

// Options are the choices made for the job.
type Options struct {
	Tile  tiles.Tile
	Waste float64 // extra tiles for cuts and breakages, as a fraction (0.05 is 5%)
}

// Line is one line of the materials list.
type Line struct {
	Item string
	Qty  int
	Unit string
	Each money.Pence
}

// Total is the line's price.
func (l Line) Total() money.Pence {
	return l.Each.Times(l.Qty)
}

// TakeOff is the materials list for a roof.
type TakeOff struct {
	Area  float64 // m² of sloping roof
	Lines []Line
}

// Total is the price of all the materials.
func (t TakeOff) Total() money.Pence {
	var sum money.Pence
	for _, l := range t.Lines {
		sum += l.Total()
	}
	return sum
}

// Qty finds the quantity of an item on the list (0 if it is not there).
func (t TakeOff) Qty(item string) int {
	for _, l := range t.Lines {
		if l.Item == item {
			return l.Qty
		}
	}
	return 0
}

func ceil(x float64) int {
	// a tiny allowance so that 12.000000001 m of ridge is not 13 tiles
	return int(math.Ceil(x - 1e-9))
}

// Estimate works out the materials to cover the roof with the chosen tile.
func Estimate(r roof.Roof, o Options) (TakeOff, error) {
	if o.Tile.Code == "" {
		return TakeOff{}, fmt.Errorf("estimate: no tile chosen")
	}
	if o.Waste < 0 || o.Waste > 0.5 {
		return TakeOff{}, fmt.Errorf("estimate: waste %.0f%% out of range", o.Waste*100)
	}
	if err := o.Tile.Check(r.LowestPitch()); err != nil {
		return TakeOff{}, err
	}
	area := r.Area()
	t := TakeOff{Area: area}
	add := func(item string, qty int, unit string, each money.Pence) {
		if qty > 0 {
			t.Lines = append(t.Lines, Line{Item: item, Qty: qty, Unit: unit, Each: each})
		}
	}

	tilesNeeded := area * o.Tile.PerSquareMetre() * (1 + o.Waste)
	add(o.Tile.Name, ceil(tilesNeeded), "each", o.Tile.Each)

	battens := area * o.Tile.BattenPerSquareMetre() * (1 + BattenWaste)
	add("Batten 25 x 50, 4.8 m", ceil(battens/BattenLength), "length", BattenPrice)

	add("Breathable membrane, 50 m²", ceil(area/MembraneRoll), "roll", MembranePrice)
	add("Ridge tile", ceil(r.Ridge/RidgeTileCover), "each", RidgeTilePrice)
	add("Hip tile", ceil(r.Hips/RidgeTileCover), "each", RidgeTilePrice)
	add("GRP valley trough, 3 m", ceil(r.Valleys/ValleyTrough), "each", ValleyPrice)

	bedded := r.Ridge + r.Hips + r.Verges
	add("Mortar, 25 kg", ceil(bedded/MortarBagBedding), "bag", MortarPrice)
	return t, nil
}
