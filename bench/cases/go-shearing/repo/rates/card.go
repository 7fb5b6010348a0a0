// Package rates holds a shearing contractor's rate card: what the shearers
// are paid for each hundred sheep of each class, the loading for rams, and
// the day rates of the shed hands.
package rates

import (
	"errors"
	"fmt"

	"shearing/flock"
)

// Card is a rate card. All money is in cents.
type Card struct {
	// PerHundred is the shearer's rate for 100 head of each class.
	PerHundred map[flock.Class]int
	// RamLoadingPct is added to the rate for rams, in percent of it.
	RamLoadingPct int
	// Day rates of the shed staff.
	ShedHandDaily int
	PresserDaily  int
	ClasserDaily  int
}

// Standard is the rate card the contractor quotes from this season.
func Standard() Card {
	return Card{
		PerHundred: map[flock.Class]int{
			flock.Ewe:    34112,
			flock.Wether: 34112,
			flock.Hogget: 34112,
			flock.Lamb:   30701,
			flock.Ram:    34112,
		},
		RamLoadingPct: 100,
		ShedHandDaily: 28640,
		PresserDaily:  30215,
		ClasserDaily:  38950,
	}
}

// Validate checks that every class has a positive rate and that the
// loadings and day rates are not negative.
func (c Card) Validate() error {
	var errs []error
	for _, class := range flock.Classes() {
		if c.PerHundred[class] <= 0 {
			errs = append(errs, fmt.Errorf("rates: no rate for %s", class.Plural()))
		}
	}
	if c.RamLoadingPct < 0 {
		errs = append(errs, errors.New("rates: negative ram loading"))
	}
	if c.ShedHandDaily < 0 || c.PresserDaily < 0 || c.ClasserDaily < 0 {
		errs = append(errs, errors.New("rates: negative day rate"))
	}
	return errors.Join(errs...)
}

// WithLoading adds pct percent to cents, rounded to the nearest cent.
func WithLoading(cents, pct int) int {
	return cents + (cents*pct+50)/100
}

// ForHead is the pay for head sheep at a rate per hundred, to the nearest cent.
func ForHead(head, perHundred int) int {
	return (head*perHundred + 50) / 100
}
