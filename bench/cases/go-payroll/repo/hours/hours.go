// Package hours splits a week's shifts into ordinary and overtime minutes.
package hours

import "sort"

// Shift is one worked shift, in minutes since the start of the week (Monday 00:00).
type Shift struct {
	Start int
	End   int
}

// Minutes is the length of the shift.
func (s Shift) Minutes() int {
	return s.End - s.Start
}

// Week holds the split of a week's work.
type Week struct {
	Ordinary int // minutes paid at the base rate
	Overtime int // minutes paid at the overtime rate
	Night    int // minutes worked between 22:00 and 06:00 (a subset of the above)
}

// OrdinaryLimit is the number of minutes per week paid at the base rate.
const OrdinaryLimit = 38 * 60

const day = 24 * 60

// nightMinutes counts the minutes of s that fall between 22:00 and 06:00.
func nightMinutes(s Shift) int {
	n := 0
	for m := s.Start; m < s.End; m++ {
		tod := m % day
		if tod >= 22*60 || tod < 6*60 {
			n++
		}
	}
	return n
}

// Split sorts the shifts by start and fills the ordinary limit in order;
// minutes after the limit are overtime.
func Split(shifts []Shift) Week {
	sorted := append([]Shift(nil), shifts...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].Start < sorted[j].Start })
	var w Week
	for _, s := range sorted {
		m := s.Minutes()
		room := OrdinaryLimit - w.Ordinary
		if m <= room {
			w.Ordinary += m
		} else {
			w.Ordinary += room
			w.Overtime += m - room
		}
		w.Night += nightMinutes(s)
	}
	return w
}
