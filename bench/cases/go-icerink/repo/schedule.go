package icerink

import (
	"errors"
	"fmt"
	"sort"
	"time"
)

// ResurfaceTime is how long the ice resurfacer needs on the pad between
// two sessions, including the doors being shut and the water setting.
const ResurfaceTime = 15 * time.Minute

// ErrClash is returned when a session would share ice time with another
// one or with the resurface after it.
var ErrClash = errors.New("session clashes with the timetable")

// Timetable is one day's ice.
type Timetable struct {
	Open     time.Time
	Close    time.Time
	Sessions []Session
}

// NeedsResurface reports whether the ice must be resurfaced after s.
// Hockey, public and disco sessions cut the ice up; a lesson or a figure
// patch of 45 minutes or less does not.
func NeedsResurface(s Session) bool {
	switch s.Kind {
	case Lesson, Figure:
		return s.Length > 45*time.Minute
	default:
		return true
	}
}

// blocked is the ice a session takes, with its resurface if it needs one.
func (t *Timetable) blocked(s Session) (time.Time, time.Time) {
	end := s.End()
	if NeedsResurface(s) {
		end = end.Add(ResurfaceTime)
	}
	return s.Start, end
}

// Add puts a session on the timetable, keeping it in start order.
func (t *Timetable) Add(s Session) error {
	if err := s.Validate(); err != nil {
		return err
	}
	if s.Start.Before(t.Open) || s.End().After(t.Close) {
		return fmt.Errorf("session %q is outside opening hours", s.Name)
	}
	for _, o := range t.Sessions {
		if clash(t, s, o) || clash(t, o, s) {
			return fmt.Errorf("%w: %q and %q", ErrClash, s.Name, o.Name)
		}
	}
	if s.Capacity == 0 {
		s.Capacity = DefaultCapacity(s.Kind)
	}
	t.Sessions = append(t.Sessions, s)
	sort.Slice(t.Sessions, func(i, j int) bool {
		return t.Sessions[i].Start.Before(t.Sessions[j].Start)
	})
	return nil
}

// clash reports whether b starts inside the ice blocked by a.
func clash(t *Timetable, a, b Session) bool {
	start, end := t.blocked(a)
	return !b.Start.Before(start) && b.Start.Before(end)
}

// Resurfaces lists when the resurfacer goes out, in order.
func (t *Timetable) Resurfaces() []time.Time {
	var out []time.Time
	for _, s := range t.Sessions {
		if NeedsResurface(s) {
			out = append(out, s.End())
		}
	}
	return out
}

// IceHours is the total ice time sold or used by sessions.
func (t *Timetable) IceHours() time.Duration {
	var total time.Duration
	for _, s := range t.Sessions {
		total += s.Length
	}
	return total
}

// Next returns the first session starting at or after the given time.
func (t *Timetable) Next(after time.Time) (Session, bool) {
	for _, s := range t.Sessions {
		if !s.Start.Before(after) {
			return s, true
		}
	}
	return Session{}, false
}

// FreeSlots lists the gaps of at least min between the end of one
// session's blocked ice and the start of the next, and at either end of
// the day.
func (t *Timetable) FreeSlots(min time.Duration) [][2]time.Time {
	var out [][2]time.Time
	cursor := t.Open
	for _, s := range t.Sessions {
		if s.Start.Sub(cursor) >= min {
			out = append(out, [2]time.Time{cursor, s.Start})
		}
		_, end := t.blocked(s)
		cursor = end
	}
	if t.Close.Sub(cursor) >= min {
		out = append(out, [2]time.Time{cursor, t.Close})
	}
	return out
}
