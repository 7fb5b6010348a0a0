package kennels

import (
	"fmt"
	"time"
)

// Date makes a calendar date (midnight UTC).
func Date(year int, month time.Month, day int) time.Time {
	return time.Date(year, month, day, 0, 0, 0, 0, time.UTC)
}

// daysBetween counts whole days from a to b (b after a).
func daysBetween(a, b time.Time) int {
	return int(b.Sub(a).Hours() / 24)
}

// Stay is the dates a dog is with us: it arrives on Arrival and goes home on
// Departure, so it sleeps here every night from Arrival up to the night before
// Departure.
type Stay struct {
	Arrival   time.Time
	Departure time.Time
}

// NewStay checks that the departure is after the arrival.
func NewStay(arrival, departure time.Time) (Stay, error) {
	if !departure.After(arrival) {
		return Stay{}, fmt.Errorf("departure %s is not after arrival %s",
			departure.Format("2006-01-02"), arrival.Format("2006-01-02"))
	}
	return Stay{Arrival: arrival, Departure: departure}, nil
}

// Nights is the number of nights charged.
func (s Stay) Nights() int {
	return daysBetween(s.Arrival, s.Departure)
}

// EachNight calls f with the date of each night of the stay.
func (s Stay) EachNight(f func(night time.Time)) {
	for d := s.Arrival; d.Before(s.Departure); d = d.AddDate(0, 0, 1) {
		f(d)
	}
}

// Overlaps tells whether two stays share a night.
func (s Stay) Overlaps(o Stay) bool {
	return s.Arrival.Before(o.Departure) && o.Arrival.Before(s.Departure)
}

func (s Stay) String() string {
	return fmt.Sprintf("%s to %s (%d nights)", s.Arrival.Format("Mon 2 Jan"), s.Departure.Format("Mon 2 Jan 2006"), s.Nights())
}
