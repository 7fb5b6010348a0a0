// Package mill holds the arithmetic of a small stone-and-roller flour mill:
// grain lots as they arrive, blending for protein, tempering, milling
// yields, bagging, pricing and the batch sheet.
package mill

import (
	"errors"
	"fmt"
)

// Lot is a delivery of grain as weighed and tested at intake.
type Lot struct {
	ID       string
	Variety  string
	Kg       float64
	Moisture float64 // percent, wet basis
	Protein  float64 // percent, as received
}

// Intake limits: grain wetter than this must go through the drier first.
const (
	MaxIntakeMoisture = 15.5
	MinProtein        = 7.0
	MaxProtein        = 18.0
)

// ErrInvalidLot is returned for a lot that cannot be accepted.
var ErrInvalidLot = errors.New("invalid lot")

// Validate checks the intake figures of a lot.
func (l Lot) Validate() error {
	switch {
	case l.ID == "":
		return fmt.Errorf("%w: no id", ErrInvalidLot)
	case l.Kg <= 0:
		return fmt.Errorf("%w: %s weighs %.1f kg", ErrInvalidLot, l.ID, l.Kg)
	case l.Moisture <= 0 || l.Moisture > MaxIntakeMoisture:
		return fmt.Errorf("%w: %s moisture %.1f%%", ErrInvalidLot, l.ID, l.Moisture)
	case l.Protein < MinProtein || l.Protein > MaxProtein:
		return fmt.Errorf("%w: %s protein %.1f%%", ErrInvalidLot, l.ID, l.Protein)
	}
	return nil
}

// DryMatterKg is the weight of the lot with all its water removed.
func (l Lot) DryMatterKg() float64 {
	return l.Kg * (100 - l.Moisture) / 100
}

// AtMoisture is the weight the lot would have at another moisture,
// the dry matter being unchanged.
func (l Lot) AtMoisture(target float64) float64 {
	return l.DryMatterKg() * 100 / (100 - target)
}

// ProteinDryBasis converts the as-received protein to a dry-matter figure.
func (l Lot) ProteinDryBasis() float64 {
	return l.Protein * 100 / (100 - l.Moisture)
}
