// Package fleet describes the charter yachts and the fleet they belong to.
package fleet

import (
	"errors"
	"fmt"
	"strings"
)

// Category is the kind of boat, which drives the security deposit and the
// extras that make sense for it.
type Category int

const (
	Monohull Category = iota
	Catamaran
	MotorYacht
)

func (c Category) String() string {
	switch c {
	case Monohull:
		return "monohull"
	case Catamaran:
		return "catamaran"
	case MotorYacht:
		return "motor yacht"
	}
	return fmt.Sprintf("Category(%d)", int(c))
}

// ParseCategory reads a category as written in the fleet sheet.
func ParseCategory(s string) (Category, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "monohull", "sail", "sailing yacht":
		return Monohull, nil
	case "catamaran", "cat":
		return Catamaran, nil
	case "motor yacht", "motor", "power":
		return MotorYacht, nil
	}
	return 0, fmt.Errorf("fleet: unknown category %q", s)
}

const feetToMetres = 0.3048

// Yacht is one boat of the fleet. Builders list the length overall in feet,
// so that is what the fleet sheet keeps.
type Yacht struct {
	ID          string
	Name        string
	Model       string
	Category    Category
	LengthFt    float64
	Cabins      int
	Berths      int
	Heads       int
	Year        int
	CruiseKnots float64
	FuelBurnLPH float64 // litres per hour at cruising revs
	FuelTankL   float64
	Base        string // code of the home marina
}

// LengthMetres is the length overall in metres, as marinas charge by it.
func (y Yacht) LengthMetres() float64 {
	return y.LengthFt * feetToMetres
}

// MotoringRange is how many nautical miles the yacht can motor on a full
// tank at cruising speed, keeping a fifth of the tank in reserve.
func (y Yacht) MotoringRange() float64 {
	if y.FuelBurnLPH <= 0 {
		return 0
	}
	hours := y.FuelTankL * 0.8 / y.FuelBurnLPH
	return hours * y.CruiseKnots
}

var (
	errNoID     = errors.New("fleet: yacht without an ID")
	errNoBerths = errors.New("fleet: yacht without berths")
)

// Validate checks the figures a quote or a booking relies on.
func (y Yacht) Validate() error {
	if strings.TrimSpace(y.ID) == "" {
		return errNoID
	}
	if y.Berths <= 0 {
		return fmt.Errorf("%w: %s", errNoBerths, y.ID)
	}
	if y.Cabins > y.Berths {
		return fmt.Errorf("fleet: %s has more cabins (%d) than berths (%d)", y.ID, y.Cabins, y.Berths)
	}
	if y.LengthFt <= 0 {
		return fmt.Errorf("fleet: %s has no length", y.ID)
	}
	if y.CruiseKnots <= 0 {
		return fmt.Errorf("fleet: %s has no cruising speed", y.ID)
	}
	return nil
}
