// Package inspection keeps the ride checks and decides which rides may open.
package inspection

import (
	"fmt"
	"sort"
	"time"
)

// Check is one kind of inspection and how often it is due.
type Check struct {
	Name  string
	Every time.Duration
}

// The checks every ride needs before it opens.
var (
	Daily  = Check{Name: "daily walk-round", Every: 24 * time.Hour}
	Weekly = Check{Name: "weekly restraint test", Every: 7 * 24 * time.Hour}
)

// Record is a signed-off inspection.
type Record struct {
	RideID string
	Check  string
	At     time.Time
	By     string
	Passed bool
}

// Log holds the inspection records for the ground.
type Log struct {
	records []Record
}

// Add records an inspection.
func (l *Log) Add(r Record) {
	l.records = append(l.records, r)
}

// Last returns the latest passed record of a check for a ride.
func (l *Log) Last(rideID, check string) (Record, bool) {
	var best Record
	found := false
	for _, r := range l.records {
		if r.RideID != rideID || r.Check != check || !r.Passed {
			continue
		}
		if !found || r.At.After(best.At) {
			best, found = r, true
		}
	}
	return best, found
}

// Due lists the checks a ride needs before it may open at now.
func (l *Log) Due(rideID string, now time.Time, checks ...Check) []string {
	var due []string
	for _, c := range checks {
		r, ok := l.Last(rideID, c.Name)
		if !ok || now.Sub(r.At) >= c.Every {
			due = append(due, c.Name)
		}
	}
	return due
}

// WindLimits is the highest gust, in mph, each kind of ride may run in,
// keyed by the ride kind's name.
type WindLimits map[string]float64

// Status is whether one ride may open and why not.
type Status struct {
	RideID string
	Open   bool
	Reason string
}

// Board decides which rides open at now given the gust speed in mph.
// kinds maps ride ID to ride kind name.
func (l *Log) Board(kinds map[string]string, limits WindLimits, gustMPH float64, now time.Time) []Status {
	ids := make([]string, 0, len(kinds))
	for id := range kinds {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	out := make([]Status, 0, len(ids))
	for _, id := range ids {
		s := Status{RideID: id, Open: true}
		if due := l.Due(id, now, Daily, Weekly); len(due) > 0 {
			s.Open, s.Reason = false, "due: "+due[0]
		} else if limit, ok := limits[kinds[id]]; ok && gustMPH > limit {
			s.Open, s.Reason = false, fmt.Sprintf("wind %.0f mph over %.0f", gustMPH, limit)
		}
		out = append(out, s)
	}
	return out
}
