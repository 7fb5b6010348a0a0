// Package lot describes a lot of barley as it arrives at the maltings.
package lot

import "fmt"

// Lot is one intake of barley, weighed and sampled on the weighbridge.
type Lot struct {
	ID          string
	Variety     string
	MassKg      float64 // as received
	MoisturePct float64 // wet basis, from the intake sample
	Germination float64 // germinative energy, percent of grains that chit in 3 days
}

// Validate reports the first reason a lot cannot go to steep.
func (l Lot) Validate() error {
	switch {
	case l.ID == "":
		return fmt.Errorf("lot has no id")
	case l.MassKg <= 0:
		return fmt.Errorf("lot %s: mass must be positive, got %.1f kg", l.ID, l.MassKg)
	case l.MoisturePct <= 0 || l.MoisturePct >= 100:
		return fmt.Errorf("lot %s: moisture %.1f%% out of range", l.ID, l.MoisturePct)
	case l.Germination < 95:
		return fmt.Errorf("lot %s: germinative energy %.0f%% below the 95%% intake limit", l.ID, l.Germination)
	}
	return nil
}
