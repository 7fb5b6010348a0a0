// Package report turns the controller's log into trips and the day's punctuality summary.
package report

import (
	"fmt"
	"strings"
	"time"

	"example.com/funicular/internal/ctrllog"
	"example.com/funicular/internal/timetable"
)

// Trip is one run of the car, from a DEPART to the next ARRIVE.
type Trip struct {
	From, To   string
	Departed   time.Time
	Travel     time.Duration
	Passengers int
	Scheduled  timetable.Departure
	Late       time.Duration
}

// Trips pairs each DEPART with the ARRIVE after it and matches it to the timetable.
func Trips(events []ctrllog.Event, tt timetable.Timetable) ([]Trip, error) {
	var trips []Trip
	var open *ctrllog.Event
	for i := range events {
		event := events[i]
		switch event.Kind {
		case ctrllog.Depart:
			if open != nil {
				return nil, fmt.Errorf("%s: departed %s before arriving from %s", event.At.Format("15:04:05"), event.Station, open.Station)
			}
			open = &events[i]
		case ctrllog.Arrive:
			if open == nil {
				return nil, fmt.Errorf("%s: arrived at %s without departing", event.At.Format("15:04:05"), event.Station)
			}
			trip, err := newTrip(*open, event, tt)
			if err != nil {
				return nil, err
			}
			trips = append(trips, trip)
			open = nil
		}
	}
	return trips, nil
}

func newTrip(depart, arrive ctrllog.Event, tt timetable.Timetable) (Trip, error) {
	passengers, _, err := depart.Int("passengers")
	if err != nil {
		return Trip{}, err
	}
	trip := Trip{
		From: depart.Station, To: arrive.Station, Departed: depart.At,
		Travel: arrive.At.Sub(depart.At), Passengers: passengers,
	}
	if d, late, ok := tt.Nearest(depart.Station, depart.At); ok {
		trip.Scheduled, trip.Late = d, late
	}
	return trip, nil
}

// Summary is the day's report: a line a trip, then the totals.
func Summary(trips []Trip, lateAfter time.Duration) string {
	var b strings.Builder
	var late, passengers int
	for _, trip := range trips {
		mark := ""
		if trip.Late > lateAfter {
			mark = " LATE"
			late++
		}
		passengers += trip.Passengers
		fmt.Fprintf(&b, "%02d:%02d %s -> %s  %v  %+ds  %d passengers%s\n",
			trip.Scheduled.Hour, trip.Scheduled.Minute, trip.From, trip.To,
			trip.Travel.Round(time.Second), int(trip.Late.Seconds()), trip.Passengers, mark)
	}
	fmt.Fprintf(&b, "%d trips, %d late, %d passengers\n", len(trips), late, passengers)
	return b.String()
}
