// Package hire prices a scaffold hire: the weekly hire of the stock, the
// erection and dismantling labour and the lorry loads to and from site.
package hire

import (
	"errors"
	"math"
	"time"

	"scaffoldhire/catalog"
	"scaffoldhire/design"
)

// MinimumHireWeeks is the shortest hire the yard will price.
const MinimumHireWeeks = 4

// Rates are the yard's labour and transport rates.
type Rates struct {
	ErectPerTonnePence    int64   // erection labour per tonne of stock
	DismantlePercent      int64   // dismantling, as a percentage of erection
	TransportPerLoadPence int64   // one lorry trip, yard to site or back
	LorryPayloadKg        float64 // what one lorry carries
}

// DefaultRates are the rates on the current price list.
func DefaultRates() Rates {
	return Rates{
		ErectPerTonnePence:    18000,
		DismantlePercent:      60,
		TransportPerLoadPence: 9500,
		LorryPayloadKg:        8000,
	}
}

// ChargeableWeeks is the number of hire weeks charged for a scaffold
// handed over on `on` and struck on `off`. Part weeks count as whole
// weeks and the minimum hire period always applies.
func ChargeableWeeks(on, off time.Time) (int, error) {
	if off.Before(on) {
		return 0, errors.New("hire: strike date is before handover")
	}
	days := civilDays(on, off)
	weeks := int(math.Ceil(float64(days) / 7))
	if weeks < MinimumHireWeeks {
		weeks = MinimumHireWeeks
	}
	return weeks, nil
}

// civilDays counts calendar days between two dates, ignoring the time
// of day and any daylight saving change in between.
func civilDays(a, b time.Time) int {
	ad := time.Date(a.Year(), a.Month(), a.Day(), 0, 0, 0, 0, time.UTC)
	bd := time.Date(b.Year(), b.Month(), b.Day(), 0, 0, 0, 0, time.UTC)
	return int(bd.Sub(ad).Hours() / 24)
}

// HireCharge is the stock hire for a bill over a number of weeks, in pence.
func HireCharge(b design.Bill, weeks int) (int64, error) {
	var total int64
	for _, code := range b.Codes() {
		c, err := catalog.Lookup(code)
		if err != nil {
			return 0, err
		}
		total += c.WeeklyPence * int64(b[code]) * int64(weeks)
	}
	return total, nil
}

// Labour is the erection and dismantling charge for a weight of stock.
func Labour(weightKg float64, r Rates) (erect, dismantle int64) {
	erect = int64(math.Round(weightKg / 1000 * float64(r.ErectPerTonnePence)))
	dismantle = erect * r.DismantlePercent / 100
	return erect, dismantle
}

// Transport is the number of lorry loads for a weight of stock and the
// charge for delivering and collecting them.
func Transport(weightKg float64, r Rates) (loads int, pence int64) {
	if weightKg <= 0 {
		return 0, 0
	}
	loads = int(math.Ceil(weightKg / r.LorryPayloadKg))
	return loads, 2 * int64(loads) * r.TransportPerLoadPence
}
