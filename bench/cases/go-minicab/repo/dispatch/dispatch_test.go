package dispatch

import (
	"errors"
	"testing"
	"time"

	"minicab/geo"
)

var (
	station = geo.Point{Lat: 51.4816, Lon: -3.1791}
	castle  = geo.Point{Lat: 51.4822, Lon: -3.1812}
	bay     = geo.Point{Lat: 51.4637, Lon: -3.1633}
	heath   = geo.Point{Lat: 51.5080, Lon: -3.1870}
	airport = geo.Point{Lat: 51.3967, Lon: -3.3433}
)

func free(mins int) time.Time {
	return time.Date(2025, 6, 16, 9, 0, 0, 0, time.UTC).Add(-time.Duration(mins) * time.Minute)
}

func rank() []Driver {
	return []Driver{
		{ID: "C12", At: castle, Seats: 4, FreeSince: free(5)},
		{ID: "C07", At: bay, Seats: 6, FreeSince: free(40)},
		{ID: "C31", At: heath, Seats: 4, FreeSince: free(15)},
		{ID: "C02", At: station, Seats: 4, OnJob: true},
		{ID: "C19", At: airport, Seats: 8, FreeSince: free(90)},
	}
}

func ids(as []Assignment) []string {
	var out []string
	for _, a := range as {
		out = append(out, a.Driver.ID)
	}
	return out
}

func TestAssignNearestFreeDriver(t *testing.T) {
	a, err := Assign(rank(), Booking{Ref: "B1", Pickup: station, Passengers: 1}, 5)
	if err != nil {
		t.Fatal(err)
	}
	if a.Driver.ID != "C12" {
		t.Errorf("Assign = %s, want C12 (nearest; C02 is on a job)", a.Driver.ID)
	}
}

func TestCandidatesBestFirst(t *testing.T) {
	got := ids(Candidates(rank(), Booking{Ref: "B2", Pickup: station, Passengers: 4}, 5))
	want := []string{"C12", "C07", "C31"}
	if len(got) != len(want) {
		t.Fatalf("Candidates = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("Candidates = %v, want %v", got, want)
		}
	}
}

func TestLongestFreeWinsATie(t *testing.T) {
	drivers := []Driver{
		{ID: "A", At: station, Seats: 4, FreeSince: free(2)},
		{ID: "B", At: castle, Seats: 4, FreeSince: free(30)},
	}
	a, err := Assign(drivers, Booking{Pickup: station, Passengers: 2}, 5)
	if err != nil {
		t.Fatal(err)
	}
	if a.Driver.ID != "B" {
		t.Errorf("Assign = %s, want B (within %.2f mi and free longer)", a.Driver.ID, TieMiles)
	}
}

func TestLargeGroupsNeedABigCar(t *testing.T) {
	a, err := Assign(rank(), Booking{Pickup: station, Passengers: 5}, 5)
	if err != nil {
		t.Fatal(err)
	}
	if a.Driver.ID != "C07" {
		t.Errorf("Assign = %s, want the six-seater C07", a.Driver.ID)
	}
	if _, err := Assign(rank(), Booking{Pickup: station, Passengers: 7}, 5); !errors.Is(err, ErrNoDriver) {
		t.Errorf("seven passengers within 5 miles: err = %v, want ErrNoDriver", err)
	}
}

func TestNoDriverInRange(t *testing.T) {
	_, err := Assign(rank()[:4], Booking{Pickup: airport, Passengers: 1}, 3)
	if !errors.Is(err, ErrNoDriver) {
		t.Errorf("err = %v, want ErrNoDriver", err)
	}
}

func TestBookingNeedsPassengers(t *testing.T) {
	if _, err := Assign(rank(), Booking{Pickup: station}, 5); err == nil || errors.Is(err, ErrNoDriver) {
		t.Errorf("err = %v, want a booking error", err)
	}
}
