// Package harvest plans how much honey can be taken from a hive while leaving
// the colony enough for the winter.
package harvest

import (
	"math"

	"example.com/apiary/hive"
)

// Options are the weights the plan works with; zero fields take the defaults.
type Options struct {
	SuperFrameKg float64 // honey on a full, capped super frame (default 2.0)
	BroodFrameKg float64 // honey on a full brood-box frame (default 2.5)
	ReserveKg    float64 // what the colony keeps for the winter (default 12)
}

// Defaults used for the zero fields of Options.
const (
	DefaultSuperFrameKg = 2.0
	DefaultBroodFrameKg = 2.5
	DefaultReserveKg    = 12.0
)

func (o Options) withDefaults() Options {
	if o.SuperFrameKg == 0 {
		o.SuperFrameKg = DefaultSuperFrameKg
	}
	if o.BroodFrameKg == 0 {
		o.BroodFrameKg = DefaultBroodFrameKg
	}
	if o.ReserveKg == 0 {
		o.ReserveKg = DefaultReserveKg
	}
	return o
}

// Result is the plan for one hive.
type Result struct {
	HiveID string
	Frames int     // capped super frames to take
	Kg     float64 // honey taken
	FeedKg float64 // syrup still needed to reach the reserve after the harvest
}

// Plan says how many capped super frames to take from h. Frames are left on the
// hive, one at a time, until the colony's store reaches the reserve; whatever
// is still missing then is to be fed.
func Plan(h hive.Hive, o Options) (Result, error) {
	if err := h.Validate(); err != nil {
		return Result{}, err
	}
	o = o.withDefaults()
	store := broodStore(h, o)
	capped := 0
	for _, b := range h.Boxes {
		if b.Kind == hive.Super {
			capped += b.Capped
		}
	}
	take := capped
	for take > 0 && store < o.ReserveKg {
		take--
		store += o.SuperFrameKg
	}
	r := Result{HiveID: h.ID, Frames: take, Kg: roundKg(float64(take) * o.SuperFrameKg)}
	if store < o.ReserveKg {
		r.FeedKg = roundKg(o.ReserveKg - store)
	}
	return r, nil
}

// Apiary plans every hive and adds up the honey taken.
func Apiary(hives []hive.Hive, o Options) ([]Result, float64, error) {
	results := make([]Result, 0, len(hives))
	total := 0.0
	for _, h := range hives {
		r, err := Plan(h, o)
		if err != nil {
			return nil, 0, err
		}
		results = append(results, r)
		total += r.Kg
	}
	return results, roundKg(total), nil
}

// broodStore is the honey in the brood boxes, the colony's own.
func broodStore(h hive.Hive, o Options) float64 {
	frames := 0
	for _, b := range h.Boxes {
		if b.Kind == hive.BroodBox {
			frames += b.Capped + b.Uncapped
		}
	}
	return float64(frames) * o.BroodFrameKg
}

func roundKg(kg float64) float64 {
	return math.Round(kg*10) / 10
}
