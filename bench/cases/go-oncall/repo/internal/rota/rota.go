// Package rota says who is on call at a given time: a rotation of members, and overrides on top of it.
package rota

import (
	"errors"
	"time"
)

// Rotation hands the pager to the next member every Shift, starting with Members[0] at Start.
type Rotation struct {
	Members []string
	Start   time.Time
	Shift   time.Duration
}

// Validate reports a rotation that cannot say who is on call.
func (r Rotation) Validate() error {
	if len(r.Members) == 0 {
		return errors.New("rota: a rotation needs at least one member")
	}
	if r.Shift <= 0 {
		return errors.New("rota: the shift length must be positive")
	}
	seen := map[string]bool{}
	for _, m := range r.Members {
		if m == "" {
			return errors.New("rota: a member has no name")
		}
		if seen[m] {
			return errors.New("rota: member " + m + " is listed twice")
		}
		seen[m] = true
	}
	return nil
}

// slot is the number of whole shifts from Start to t, rounded down (negative before Start).
func (r Rotation) slot(t time.Time) int64 {
	d := t.Sub(r.Start)
	n := int64(d / r.Shift)
	if d < 0 && d%r.Shift != 0 {
		n--
	}
	return n
}

// OnCall is the member whose shift holds t.
func (r Rotation) OnCall(t time.Time) string {
	n := int64(len(r.Members))
	i := (r.slot(t)%n + n) % n
	return r.Members[i]
}

// ShiftAt is the start and end of the shift that holds t.
func (r Rotation) ShiftAt(t time.Time) (time.Time, time.Time) {
	start := r.Start.Add(time.Duration(r.slot(t)) * r.Shift)
	return start, start.Add(r.Shift)
}

// Has tells whether m is one of the rotation's members.
func (r Rotation) Has(m string) bool {
	for _, x := range r.Members {
		if x == m {
			return true
		}
	}
	return false
}
