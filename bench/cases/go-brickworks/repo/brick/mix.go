// Package brick holds the yard and kiln calculations of Hollins Lane
// Brickworks: clay mixes, drying, firing, grading, pallets and orders.
package brick

import (
	"errors"
	"fmt"
)

// Mix is one batch from the pug mill, in kilograms.
type Mix struct {
	ClayKg  float64
	SandKg  float64
	GrogKg  float64
	WaterKg float64
}

// ErrEmptyMix is returned for a mix with no solids.
var ErrEmptyMix = errors.New("brick: mix has no solids")

// SolidsKg is the dry weight of the batch.
func (m Mix) SolidsKg() float64 {
	return m.ClayKg + m.SandKg + m.GrogKg
}

// Moisture is the water content on a dry basis (water / solids), the way
// the lab reports it.
func (m Mix) Moisture() (float64, error) {
	solids := m.SolidsKg()
	if solids <= 0 {
		return 0, ErrEmptyMix
	}
	return m.WaterKg / solids, nil
}

// Validate checks the batch is something the extruder will take: no
// negative weights, clay at least half the solids, and moisture between
// 15% and 25% on a dry basis.
func (m Mix) Validate() error {
	for name, v := range map[string]float64{"clay": m.ClayKg, "sand": m.SandKg, "grog": m.GrogKg, "water": m.WaterKg} {
		if v < 0 {
			return fmt.Errorf("brick: negative %s weight %.1f", name, v)
		}
	}
	moisture, err := m.Moisture()
	if err != nil {
		return err
	}
	if m.ClayKg < m.SolidsKg()/2 {
		return fmt.Errorf("brick: clay is only %.0f%% of solids", 100*m.ClayKg/m.SolidsKg())
	}
	if moisture < 0.15 || moisture > 0.25 {
		return fmt.Errorf("brick: moisture %.1f%% outside 15-25%%", 100*moisture)
	}
	return nil
}

// Scale returns the mix multiplied up or down for a bigger or smaller batch.
func (m Mix) Scale(factor float64) Mix {
	return Mix{
		ClayKg:  m.ClayKg * factor,
		SandKg:  m.SandKg * factor,
		GrogKg:  m.GrogKg * factor,
		WaterKg: m.WaterKg * factor,
	}
}

// WaterToAdd is the water needed to bring the batch to the target moisture
// (dry basis). It is zero when the batch is already wetter than that.
func (m Mix) WaterToAdd(target float64) (float64, error) {
	solids := m.SolidsKg()
	if solids <= 0 {
		return 0, ErrEmptyMix
	}
	need := target*solids - m.WaterKg
	if need < 0 {
		return 0, nil
	}
	return need, nil
}
