// Package race corrects each boat's elapsed time by its handicap and ranks the fleet.
package race

import (
	"math"
	"sort"
	"time"

	"example.com/regatta/course"
	"example.com/regatta/units"
)

// Entry is one boat's race: its rating in seconds per nautical mile and the times it started and finished.
type Entry struct {
	Boat   string
	Rating int // seconds per nautical mile (time-on-distance)
	Start  time.Time
	Finish time.Time // zero: did not finish
}

// Result is a boat's place in the race.
type Result struct {
	Boat      string
	Elapsed   time.Duration
	Corrected time.Duration
	Knots     float64
	Place     int // 0: did not finish
}

// Elapsed is the time from the boat's start to its finish.
func (e Entry) Elapsed() time.Duration { return e.Finish.Sub(e.Start) }

// Allowance is the time a boat's rating gives it over the course.
func Allowance(rating int, d units.Distance) time.Duration {
	secs := float64(rating) * d.NauticalMiles()
	return time.Duration(math.Round(secs)) * time.Second
}

// Score corrects every finisher's time over the course and places them, fastest corrected time first;
// boats that did not finish come last, unplaced, in the order they were entered.
func Score(c course.Course, entries []Entry) []Result {
	length := c.Length()
	var done, dnf []Result
	for _, e := range entries {
		if e.Finish.IsZero() {
			dnf = append(dnf, Result{Boat: e.Boat})
			continue
		}
		el := e.Elapsed()
		done = append(done, Result{
			Boat:      e.Boat,
			Elapsed:   el,
			Corrected: el - Allowance(e.Rating, length),
			Knots:     math.Round(units.Knots(length, el)*100) / 100,
		})
	}
	sort.SliceStable(done, func(i, j int) bool { return done[i].Corrected < done[j].Corrected })
	for i := range done {
		done[i].Place = i + 1
	}
	return append(done, dnf...)
}
