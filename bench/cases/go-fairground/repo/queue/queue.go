// Package queue estimates waits at a ride from its queue and cycle.
package queue

import (
	"errors"
	"math"
	"time"
)

// Ride is what the estimate needs to know about a ride.
type Ride struct {
	Seats        int
	CycleMinutes float64
	LoadMinutes  float64 // unloading and loading between cycles
}

// ErrNoSeats is returned for a ride that carries nobody.
var ErrNoSeats = errors.New("queue: ride has no seats")

// Cycles is how many cycles it takes before someone joining behind
// ahead people gets on: they ride in the cycle after those people.
func Cycles(r Ride, ahead int) (int, error) {
	if r.Seats <= 0 {
		return 0, ErrNoSeats
	}
	if ahead < 0 {
		ahead = 0
	}
	return ahead / r.Seats, nil
}

// Wait estimates how long someone joining the queue behind ahead people waits
// before boarding, rounded up to the whole minute.
func Wait(r Ride, ahead int) (time.Duration, error) {
	n, err := Cycles(r, ahead)
	if err != nil {
		return 0, err
	}
	mins := float64(n) * (r.CycleMinutes + r.LoadMinutes)
	return time.Duration(math.Ceil(mins)) * time.Minute, nil
}

// Sign is the text on the board at the queue entrance.
func Sign(d time.Duration) string {
	switch m := int(d / time.Minute); {
	case m < 5:
		return "Walk on"
	case m < 60:
		return roundTo5(m) + " min wait"
	default:
		return "Over an hour"
	}
}

func roundTo5(m int) string {
	m = (m + 4) / 5 * 5
	return itoa(m)
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[i:])
}
