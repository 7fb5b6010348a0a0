// Package dispatch chooses which driver gets a booking.
package dispatch

import (
	"errors"
	"math"
	"sort"
	"time"

	"minicab/geo"
)

// TieMiles is how close two drivers' distances must be for the one who has
// been waiting longer to get the job instead of the nearer one.
const TieMiles = 0.25

// ErrNoDriver is returned when no free driver can take a booking.
var ErrNoDriver = errors.New("dispatch: no driver available")

// Driver is a car on the circuit as the office sees it.
type Driver struct {
	ID        string
	At        geo.Point
	Seats     int // passenger seats
	OnJob     bool
	FreeSince time.Time // when the driver last became free
}

// Booking is a pick-up the office has taken.
type Booking struct {
	Ref        string
	Pickup     geo.Point
	Passengers int
}

// Assignment is a driver offered for a booking and how far away they are.
type Assignment struct {
	Driver Driver
	Miles  float64
}

// Candidates lists the drivers who could take the booking, within maxMiles of
// the pick-up, best first: nearest, except that among drivers within TieMiles
// of each other the one free longest comes first.
func Candidates(drivers []Driver, b Booking, maxMiles float64) []Assignment {
	var out []Assignment
	for _, d := range drivers {
		if d.OnJob || d.Seats < b.Passengers {
			continue
		}
		miles := geo.Miles(d.At, b.Pickup)
		if miles > maxMiles {
			continue
		}
		out = append(out, Assignment{Driver: d, Miles: miles})
	}
	sort.SliceStable(out, func(i, j int) bool {
		return better(out[i], out[j])
	})
	return out
}

// Assign picks the best candidate for the booking.
func Assign(drivers []Driver, b Booking, maxMiles float64) (Assignment, error) {
	if b.Passengers < 1 {
		return Assignment{}, errors.New("dispatch: booking has no passengers")
	}
	c := Candidates(drivers, b, maxMiles)
	if len(c) == 0 {
		return Assignment{}, ErrNoDriver
	}
	return c[0], nil
}

func better(a, b Assignment) bool {
	if math.Abs(a.Miles-b.Miles) > TieMiles {
		return a.Miles < b.Miles
	}
	if !a.Driver.FreeSince.Equal(b.Driver.FreeSince) {
		return a.Driver.FreeSince.Before(b.Driver.FreeSince)
	}
	return a.Miles < b.Miles
}
