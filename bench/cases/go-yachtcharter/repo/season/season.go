// Package season holds the price bands of the sailing season and the weekly
// rates of each yacht in them.
package season

import (
	"fmt"
	"sort"
	"time"
)

// Band is a price band of the season.
type Band int

const (
	Low Band = iota
	Shoulder
	High
	Peak
)

func (b Band) String() string {
	switch b {
	case Low:
		return "low"
	case Shoulder:
		return "shoulder"
	case High:
		return "high"
	case Peak:
		return "peak"
	}
	return fmt.Sprintf("Band(%d)", int(b))
}

// Period is a run of days in one band, From included and To excluded.
type Period struct {
	From, To time.Time
	Band     Band
}

// Calendar maps days of the year to bands. Days outside every period are low
// season.
type Calendar struct {
	periods []Period
}

// Day truncates a time to its calendar day in UTC.
func Day(t time.Time) time.Time {
	y, m, d := t.UTC().Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// Date is a shorthand for a UTC calendar day.
func Date(y int, m time.Month, d int) time.Time {
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// NewCalendar checks that the periods do not overlap and sorts them.
func NewCalendar(periods ...Period) (Calendar, error) {
	ps := append([]Period(nil), periods...)
	for i := range ps {
		ps[i].From, ps[i].To = Day(ps[i].From), Day(ps[i].To)
		if !ps[i].To.After(ps[i].From) {
			return Calendar{}, fmt.Errorf("season: empty period from %s", ps[i].From.Format("2006-01-02"))
		}
	}
	sort.Slice(ps, func(i, j int) bool { return ps[i].From.Before(ps[j].From) })
	for i := 1; i < len(ps); i++ {
		if ps[i].From.Before(ps[i-1].To) {
			return Calendar{}, fmt.Errorf("season: periods overlap on %s", ps[i].From.Format("2006-01-02"))
		}
	}
	return Calendar{periods: ps}, nil
}

// BandOn gives the band of a day.
func (c Calendar) BandOn(t time.Time) Band {
	d := Day(t)
	for _, p := range c.periods {
		if !d.Before(p.From) && d.Before(p.To) {
			return p.Band
		}
	}
	return Low
}

// Nights counts the nights from start in each band, a night belonging to
// the day it starts on.
func (c Calendar) Nights(start time.Time, nights int) map[Band]int {
	out := make(map[Band]int)
	d := Day(start)
	for i := 0; i < nights; i++ {
		out[c.BandOn(d)]++
		d = d.AddDate(0, 0, 1)
	}
	return out
}

// RateCard holds the weekly rate of each yacht in each band, in cents.
type RateCard map[string]map[Band]int64

// Weekly gives the weekly rate of a yacht in a band.
func (r RateCard) Weekly(yachtID string, b Band) (int64, error) {
	bands, ok := r[yachtID]
	if !ok {
		return 0, fmt.Errorf("season: no rates for %s", yachtID)
	}
	rate, ok := bands[b]
	if !ok {
		return 0, fmt.Errorf("season: no %s rate for %s", b, yachtID)
	}
	return rate, nil
}

// Nightly is the weekly rate spread over seven nights, rounded to the cent.
func (r RateCard) Nightly(yachtID string, b Band) (int64, error) {
	w, err := r.Weekly(yachtID, b)
	if err != nil {
		return 0, err
	}
	return (w + 3) / 7, nil
}
