package hairsalon

import (
	"fmt"
	"time"
)

// Shift is the working time of one day, as minutes after midnight.
type Shift struct {
	Start, End int
}

// Contains reports whether [from, to) lies within the shift.
func (s Shift) Contains(from, to int) bool {
	return from >= s.Start && to <= s.End
}

// HM builds a minute-of-day from hours and minutes.
func HM(h, m int) int { return h*60 + m }

// Staff is a member of the salon's floor staff.
type Staff struct {
	Name   string
	Level  Level
	Skills map[Category]bool
	Rota   map[time.Weekday]Shift
}

// CanDo reports whether the stylist is trained for the service. Juniors
// may not colour.
func (st Staff) CanDo(s Service) bool {
	if s.Category == Colour && st.Level == Junior {
		return false
	}
	return st.Skills[s.Category]
}

// ShiftOn returns the stylist's shift on the given day, if any.
func (st Staff) ShiftOn(day time.Time) (Shift, bool) {
	sh, ok := st.Rota[day.Weekday()]
	return sh, ok
}

// Works reports whether the stylist is on the rota for the whole of
// [start, start+d).
func (st Staff) Works(start time.Time, d time.Duration) bool {
	sh, ok := st.ShiftOn(start)
	if !ok {
		return false
	}
	from := minuteOfDay(start)
	to := from + int(d/time.Minute)
	return sh.Contains(from, to)
}

func minuteOfDay(t time.Time) int {
	return t.Hour()*60 + t.Minute()
}

// Team is the staff by name.
type Team map[string]Staff

// Get returns the named stylist.
func (tm Team) Get(name string) (Staff, error) {
	st, ok := tm[name]
	if !ok {
		return Staff{}, fmt.Errorf("no stylist called %q", name)
	}
	return st, nil
}
