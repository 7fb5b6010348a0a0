// Package tariff holds time-of-use price bands.
package tariff

import (
	"fmt"
	"strconv"
	"strings"
)

// MinutesPerDay is the number of minutes in a day; minute-of-day values run from 0 to MinutesPerDay-1.
const MinutesPerDay = 24 * 60

// Band is a price in force from Start (included) to End (excluded), in minutes of the day.
type Band struct {
	Name        string
	Start, End  int
	PencePerKWh int
}

// Tariff is a set of bands; a minute that no band covers is priced at Default.
type Tariff struct {
	Bands   []Band
	Default Band
}

// ParseClock reads "HH:MM" as minutes of the day; "24:00" is accepted as the end of the day.
func ParseClock(s string) (int, error) {
	h, m, ok := strings.Cut(s, ":")
	if !ok || len(m) != 2 {
		return 0, fmt.Errorf("tariff: %q is not HH:MM", s)
	}
	hh, err1 := strconv.Atoi(h)
	mm, err2 := strconv.Atoi(m)
	if err1 != nil || err2 != nil || hh < 0 || mm < 0 || mm > 59 || hh > 24 || (hh == 24 && mm > 0) {
		return 0, fmt.Errorf("tariff: %q is not a time of day", s)
	}
	return hh*60 + mm, nil
}

// NewBand builds a band from "HH:MM" times.
func NewBand(name, start, end string, pence int) (Band, error) {
	s, err := ParseClock(start)
	if err != nil {
		return Band{}, err
	}
	e, err := ParseClock(end)
	if err != nil {
		return Band{}, err
	}
	if s >= e {
		return Band{}, fmt.Errorf("tariff: band %s ends (%s) before it starts (%s)", name, end, start)
	}
	return Band{Name: name, Start: s, End: e, PencePerKWh: pence}, nil
}

// Contains reports whether the band is in force at minute m of the day.
func (b Band) Contains(m int) bool {
	return m >= b.Start && m < b.End
}

// BandAt is the band in force at minute m of the day (the first listed that contains it).
func (t Tariff) BandAt(m int) Band {
	m %= MinutesPerDay
	for _, b := range t.Bands {
		if b.Contains(m) {
			return b
		}
	}
	return t.Default
}

func mustBand(name, start, end string, pence int) Band {
	b, err := NewBand(name, start, end, pence)
	if err != nil {
		panic(err)
	}
	return b
}

// Standard is the car park's tariff: night 23:00-07:00 at 9p, peak 16:00-20:00 at 38p, day 27p otherwise.
func Standard() Tariff {
	return Tariff{
		Bands: []Band{
			mustBand("night", "00:00", "07:00", 9),
			mustBand("peak", "16:00", "20:00", 38),
			mustBand("night", "23:00", "24:00", 9),
		},
		Default: Band{Name: "day", PencePerKWh: 27},
	}
}
