package booking

import (
	"errors"
	"math"
	"testing"
	"time"

	"yachtcharter/season"
)

func week(ref, yacht string, start time.Time) Booking {
	return Booking{Ref: ref, YachtID: yacht, Start: start, Nights: 7, Guests: 4}
}

func TestEnd(t *testing.T) {
	b := week("A1", "SO349", time.Date(2025, time.June, 28, 17, 0, 0, 0, time.UTC))
	if got := b.End(); !got.Equal(season.Date(2025, time.July, 5)) {
		t.Errorf("End() = %v", got)
	}
}

func TestTurnaroundDayIsFree(t *testing.T) {
	var bk Book
	if err := bk.Add(week("A1", "SO349", season.Date(2025, time.June, 28))); err != nil {
		t.Fatal(err)
	}
	if err := bk.Add(week("A2", "SO349", season.Date(2025, time.July, 5))); err != nil {
		t.Errorf("back-to-back week refused: %v", err)
	}
	if err := bk.Add(week("A3", "LAG42", season.Date(2025, time.July, 1))); err != nil {
		t.Errorf("other yacht refused: %v", err)
	}
}

func TestClash(t *testing.T) {
	var bk Book
	_ = bk.Add(week("A1", "SO349", season.Date(2025, time.June, 28)))
	err := bk.Add(week("A2", "SO349", season.Date(2025, time.July, 4)))
	if !errors.Is(err, ErrTaken) {
		t.Errorf("Add over a taken night = %v, want ErrTaken", err)
	}
	if bk.Available("SO349", season.Date(2025, time.June, 21), 8) {
		t.Error("Available across the start of a charter")
	}
	if !bk.Available("SO349", season.Date(2025, time.June, 21), 7) {
		t.Error("week before a charter not available")
	}
}

func TestAddChecks(t *testing.T) {
	var bk Book
	short := week("S1", "SO349", season.Date(2025, time.May, 3))
	short.Nights = 2
	if err := bk.Add(short); err == nil {
		t.Error("two-night charter accepted with the default minimum")
	}
	bk.MinNights = 2
	if err := bk.Add(short); err != nil {
		t.Errorf("two-night charter refused with MinNights 2: %v", err)
	}
	dup := week("S1", "LAG42", season.Date(2025, time.May, 3))
	if err := bk.Add(dup); err == nil {
		t.Error("duplicate reference accepted")
	}
	empty := week("S2", "LAG42", season.Date(2025, time.May, 3))
	empty.Guests = 0
	if err := bk.Add(empty); err == nil {
		t.Error("booking without guests accepted")
	}
}

func TestCancel(t *testing.T) {
	var bk Book
	_ = bk.Add(week("A1", "SO349", season.Date(2025, time.June, 28)))
	if !bk.Cancel("A1") || bk.Cancel("A1") {
		t.Error("Cancel should succeed once")
	}
	if !bk.Available("SO349", season.Date(2025, time.June, 28), 7) {
		t.Error("cancelled week still taken")
	}
}

func TestOccupancy(t *testing.T) {
	var bk Book
	_ = bk.Add(week("A1", "SO349", season.Date(2025, time.June, 28)))
	_ = bk.Add(week("A2", "SO349", season.Date(2025, time.July, 19)))
	// July has 31 nights; A1 is out 4 of them, A2 7.
	got := bk.Occupancy("SO349", season.Date(2025, time.July, 1), season.Date(2025, time.August, 1))
	if math.Abs(got-11.0/31) > 1e-12 {
		t.Errorf("Occupancy(July) = %v, want %v", got, 11.0/31)
	}
	if got := bk.Occupancy("LAG42", season.Date(2025, time.July, 1), season.Date(2025, time.August, 1)); got != 0 {
		t.Errorf("Occupancy of an idle yacht = %v", got)
	}
}

func TestLeadDays(t *testing.T) {
	b := week("A1", "SO349", season.Date(2025, time.June, 28))
	b.Booked = time.Date(2025, time.January, 10, 15, 30, 0, 0, time.UTC)
	if got := b.LeadDays(); got != 169 {
		t.Errorf("LeadDays() = %d, want 169", got)
	}
}
