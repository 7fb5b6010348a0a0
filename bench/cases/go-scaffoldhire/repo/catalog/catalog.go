// Package catalog holds the hire stock list: every component the yard
// sends out, with its weight and weekly hire rate.
package catalog

import (
	"fmt"
	"sort"
)

// Component codes used by the design and quote packages.
const (
	Tube21     = "TUBE21"   // 6.4 m (21 ft) tube, standards and ledgers
	Tube8      = "TUBE8"    // 2.4 m (8 ft) tube, ties and bracing
	Tube5      = "TUBE5"    // 1.5 m (5 ft) tube, transoms
	Board13    = "BOARD13"  // 3.9 m (13 ft) scaffold board
	Toeboard   = "TOE13"    // 3.9 m toe board
	DoubleCoup = "CPL-DBL"  // right-angle (double) coupler
	PutlogCoup = "CPL-PUT"  // putlog coupler
	SwivelCoup = "CPL-SWV"  // swivel coupler
	BasePlate  = "BASE"     // steel base plate
	SoleBoard  = "SOLE"     // timber sole board
	Ladder     = "LADDER4"  // 4 m access ladder
	GuardClip  = "CLIP-TOE" // toe board clip
)

// Component is one stock line.
type Component struct {
	Code        string
	Description string
	WeightKg    float64
	WeeklyPence int64 // hire per item per week, in pence
}

var stock = map[string]Component{
	Tube21:     {Tube21, "Galvanised tube 6.4m", 28.2, 95},
	Tube8:      {Tube8, "Galvanised tube 2.4m", 10.6, 40},
	Tube5:      {Tube5, "Galvanised tube 1.5m", 6.6, 30},
	Board13:    {Board13, "Scaffold board 3.9m", 22.4, 60},
	Toeboard:   {Toeboard, "Toe board 3.9m", 22.4, 60},
	DoubleCoup: {DoubleCoup, "Double coupler", 1.0, 12},
	PutlogCoup: {PutlogCoup, "Putlog coupler", 0.6, 10},
	SwivelCoup: {SwivelCoup, "Swivel coupler", 1.2, 14},
	BasePlate:  {BasePlate, "Base plate", 1.5, 8},
	SoleBoard:  {SoleBoard, "Sole board 0.5m", 4.5, 10},
	Ladder:     {Ladder, "Aluminium ladder 4m", 14.0, 250},
	GuardClip:  {GuardClip, "Toe board clip", 0.3, 5},
}

// Lookup returns the component for a stock code.
func Lookup(code string) (Component, error) {
	c, ok := stock[code]
	if !ok {
		return Component{}, fmt.Errorf("catalog: unknown stock code %q", code)
	}
	return c, nil
}

// Codes lists all stock codes in sorted order.
func Codes() []string {
	codes := make([]string, 0, len(stock))
	for code := range stock {
		codes = append(codes, code)
	}
	sort.Strings(codes)
	return codes
}
