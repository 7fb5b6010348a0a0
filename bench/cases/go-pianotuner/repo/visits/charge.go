// Package visits prices a tuning visit and works out when the next one is due.
package visits

import "time"

// Prices in pence.
const (
	CallOut           = 8500
	PitchRaise        = 3500
	ConcertSupplement = 4000
	FreeMiles         = 10
	PencePerMile      = 45
	PitchRaiseCents   = -20.0 // a piano flatter than this on average needs a pitch raise first
)

// Piano is a client's instrument.
type Piano struct {
	Owner   string
	Maker   string
	Concert bool // a concert instrument, tuned before every performance
	Miles   int  // from the workshop, one way
}

// Visit is one call to a piano.
type Visit struct {
	Piano     Piano
	On        time.Time
	MeanCents float64 // average deviation before tuning
}

// Charge for a visit in pence: the call-out, a pitch raise when the piano is far flat, a supplement for a
// concert instrument, and travel beyond the free miles, both ways.
func Charge(v Visit) int {
	total := CallOut
	if v.MeanCents < PitchRaiseCents {
		total += PitchRaise
	}
	if v.Piano.Concert {
		total += ConcertSupplement
	}
	if extra := v.Piano.Miles - FreeMiles; extra > 0 {
		total += 2 * extra * PencePerMile
	}
	return total
}
