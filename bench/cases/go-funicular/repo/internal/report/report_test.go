package report

import (
	"strings"
	"testing"
	"time"

	"example.com/funicular/internal/ctrllog"
	"example.com/funicular/internal/timetable"
)

// 1 April 2026, 09:00:00 UTC is 1775034000000 ms.
const morningLog = `
1775034000000 DOORS_OPEN lower
1775034005000 DEPART lower passengers=31
1775034155500 ARRIVE upper
1775034160000 DOORS_OPEN upper
1775034982000 DEPART upper passengers=12
1775035131000 ARRIVE lower
`

const morningTimetable = `
09:00 lower
09:15 upper
`

func morning(t *testing.T) ([]ctrllog.Event, timetable.Timetable) {
	t.Helper()
	events, err := ctrllog.Parse(strings.NewReader(morningLog))
	if err != nil {
		t.Fatal(err)
	}
	tt, err := timetable.Parse(morningTimetable)
	if err != nil {
		t.Fatal(err)
	}
	return events, tt
}

func TestTripsPairDepartWithArrive(t *testing.T) {
	trips, err := Trips(morning(t))
	if err != nil {
		t.Fatal(err)
	}
	if len(trips) != 2 {
		t.Fatalf("got %d trips", len(trips))
	}
	if trips[0].Travel != 150500*time.Millisecond || trips[0].Passengers != 31 || trips[0].To != "upper" {
		t.Errorf("first trip = %+v", trips[0])
	}
	if trips[1].Scheduled.String() != "09:15 upper" || trips[1].Late != 82*time.Second {
		t.Errorf("second trip scheduled %v, late %v", trips[1].Scheduled, trips[1].Late)
	}
}

func TestTripsRefuseAnArrivalWithoutADeparture(t *testing.T) {
	events, _ := ctrllog.Parse(strings.NewReader("1775034155500 ARRIVE upper\n"))
	if _, err := Trips(events, timetable.Timetable{}); err == nil || !strings.Contains(err.Error(), "without departing") {
		t.Fatalf("err = %v", err)
	}
}

func TestSummaryMarksLateTrips(t *testing.T) {
	trips, _ := Trips(morning(t))
	got := Summary(trips, time.Minute)
	want := "09:00 lower -> upper  2m31s  +5s  31 passengers\n" +
		"09:15 upper -> lower  2m29s  +82s  12 passengers LATE\n" +
		"2 trips, 1 late, 43 passengers\n"
	if got != want {
		t.Errorf("summary:\n%s\nwant:\n%s", got, want)
	}
}
