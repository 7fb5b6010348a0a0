// Package period does the calendar arithmetic of monthly rent: due dates that keep to the tenancy's
// day of the month, moved back to the month's last day when the month is shorter.
package period

import "time"

// Day truncates a time to midnight UTC of its date.
func Day(t time.Time) time.Time {
	y, m, d := t.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// DaysIn is the number of days in the month.
func DaysIn(year int, month time.Month) int {
	return time.Date(year, month+1, 0, 0, 0, 0, 0, time.UTC).Day()
}

// AddMonths moves a date n months on, keeping its day of the month where the month has it: a tenancy
// that starts on 31 January is due on 28 (or 29) February, then 31 March.
func AddMonths(start time.Time, n int) time.Time {
	y, m, d := start.Date()
	first := time.Date(y, m+time.Month(n), 1, 0, 0, 0, 0, time.UTC)
	if last := DaysIn(first.Year(), first.Month()); d > last {
		d = last
	}
	return time.Date(first.Year(), first.Month(), d, 0, 0, 0, 0, time.UTC)
}

// DaysBetween counts whole days from a to b (negative when b is earlier).
func DaysBetween(a, b time.Time) int {
	return int(Day(b).Sub(Day(a)).Hours() / 24)
}
