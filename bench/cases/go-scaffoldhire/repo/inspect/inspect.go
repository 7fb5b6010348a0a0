// Package inspect keeps the statutory inspection register for a scaffold:
// it must be inspected before first use, after any alteration, and at
// intervals of no more than seven days while it stands.
package inspect

import (
	"fmt"
	"sort"
	"time"
)

// Kind is the kind of register entry.
type Kind int

const (
	Handover   Kind = iota // scaffold handed over to the client
	Inspection             // competent person's inspection
	Alteration             // scaffold altered, adapted or partly struck
)

func (k Kind) String() string {
	switch k {
	case Handover:
		return "Handover"
	case Inspection:
		return "Inspection"
	case Alteration:
		return "Alteration"
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// IntervalDays is the longest gap allowed between inspections.
const IntervalDays = 7

// Event is one entry in the register.
type Event struct {
	Kind Kind
	At   time.Time
	By   string
	Note string
}

func sorted(events []Event) []Event {
	out := append([]Event(nil), events...)
	sort.SliceStable(out, func(i, j int) bool { return out[i].At.Before(out[j].At) })
	return out
}

// NextDue returns when the next inspection falls due. ok is false when
// the scaffold has not been handed over yet, so nothing is due.
func NextDue(events []Event) (due time.Time, ok bool) {
	for _, e := range sorted(events) {
		switch e.Kind {
		case Handover, Alteration:
			// Must be inspected before it is used again.
			due, ok = e.At, true
		case Inspection:
			due, ok = e.At.AddDate(0, 0, IntervalDays), true
		}
	}
	return due, ok
}

// Overdue reports whether an inspection is overdue at now.
func Overdue(events []Event, now time.Time) bool {
	due, ok := NextDue(events)
	return ok && now.After(due)
}

// Register formats the register, oldest entry first.
func Register(events []Event) []string {
	lines := make([]string, 0, len(events))
	for _, e := range sorted(events) {
		line := fmt.Sprintf("%s  %-10s  %s", e.At.Format("Mon 02 Jan 2006 15:04"), e.Kind, e.By)
		if e.Note != "" {
			line += "  " + e.Note
		}
		lines = append(lines, line)
	}
	return lines
}
