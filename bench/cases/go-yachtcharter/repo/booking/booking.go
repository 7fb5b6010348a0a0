// Package booking keeps the charters taken for each yacht.
package booking

import (
	"errors"
	"fmt"
	"sort"
	"time"

	"yachtcharter/season"
)

// Booking is one charter of one yacht. Guests board on Start in the
// afternoon and leave on End in the morning, so a yacht can be handed over
// to the next party on the day the last one leaves.
type Booking struct {
	Ref     string
	YachtID string
	Start   time.Time
	Nights  int
	Guests  int
	Skipper bool
	Hostess bool
	Extras  []string
	Booked  time.Time // when the booking was made
}

// End is the day the guests leave.
func (b Booking) End() time.Time {
	return season.Day(b.Start).AddDate(0, 0, b.Nights)
}

// Overlaps reports whether two bookings of the same yacht share a night.
func (b Booking) Overlaps(o Booking) bool {
	if b.YachtID != o.YachtID {
		return false
	}
	return season.Day(b.Start).Before(o.End()) && season.Day(o.Start).Before(b.End())
}

// LeadDays is how many days ahead of the start the booking was made.
func (b Booking) LeadDays() int {
	if b.Booked.IsZero() {
		return 0
	}
	return int(season.Day(b.Start).Sub(season.Day(b.Booked)).Hours() / 24)
}

// ErrTaken is returned when a yacht is already out on some of the nights.
var ErrTaken = errors.New("booking: yacht already booked")

// Book is the charter book of the whole fleet.
type Book struct {
	bookings []Booking
	// MinNights is the shortest charter taken; zero means three nights.
	MinNights int
}

func (bk *Book) minNights() int {
	if bk.MinNights > 0 {
		return bk.MinNights
	}
	return 3
}

// Add records a booking after checking it against the book.
func (bk *Book) Add(b Booking) error {
	if b.Ref == "" || b.YachtID == "" {
		return errors.New("booking: reference and yacht are required")
	}
	if b.Nights < bk.minNights() {
		return fmt.Errorf("booking: %s is %d nights, the minimum is %d", b.Ref, b.Nights, bk.minNights())
	}
	if b.Guests <= 0 {
		return fmt.Errorf("booking: %s has no guests", b.Ref)
	}
	for _, o := range bk.bookings {
		if o.Ref == b.Ref {
			return fmt.Errorf("booking: duplicate reference %s", b.Ref)
		}
		if b.Overlaps(o) {
			return fmt.Errorf("%w: %s clashes with %s", ErrTaken, b.Ref, o.Ref)
		}
	}
	bk.bookings = append(bk.bookings, b)
	return nil
}

// Cancel removes a booking by reference.
func (bk *Book) Cancel(ref string) bool {
	for i, b := range bk.bookings {
		if b.Ref == ref {
			bk.bookings = append(bk.bookings[:i], bk.bookings[i+1:]...)
			return true
		}
	}
	return false
}

// Available reports whether a yacht is free for the nights asked for.
func (bk *Book) Available(yachtID string, start time.Time, nights int) bool {
	want := Booking{YachtID: yachtID, Start: start, Nights: nights}
	for _, o := range bk.bookings {
		if want.Overlaps(o) {
			return false
		}
	}
	return true
}

// ForYacht lists a yacht's bookings by start date.
func (bk *Book) ForYacht(yachtID string) []Booking {
	var out []Booking
	for _, b := range bk.bookings {
		if b.YachtID == yachtID {
			out = append(out, b)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Start.Before(out[j].Start) })
	return out
}

// Occupancy is the share of nights from from (included) to to (excluded)
// on which the yacht is out.
func (bk *Book) Occupancy(yachtID string, from, to time.Time) float64 {
	from, to = season.Day(from), season.Day(to)
	total := int(to.Sub(from).Hours() / 24)
	if total <= 0 {
		return 0
	}
	taken := 0
	for _, b := range bk.ForYacht(yachtID) {
		s, e := season.Day(b.Start), b.End()
		if s.Before(from) {
			s = from
		}
		if e.After(to) {
			e = to
		}
		if e.After(s) {
			taken += int(e.Sub(s).Hours() / 24)
		}
	}
	return float64(taken) / float64(total)
}
