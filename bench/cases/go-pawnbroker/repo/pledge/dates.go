package pledge

import "time"

// Day returns t's calendar date at midnight UTC, the unit the pledge book
// works in.
func Day(t time.Time) time.Time {
	y, m, d := t.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// Date builds a calendar date.
func Date(year int, month time.Month, day int) time.Time {
	return time.Date(year, month, day, 0, 0, 0, 0, time.UTC)
}

// AddMonths adds n calendar months to a date, keeping the day of the month
// where the target month has it and taking the month's last day where it does
// not (31 January plus one month is 28 or 29 February).
func AddMonths(t time.Time, n int) time.Time {
	y, m, d := t.Date()
	first := time.Date(y, m+time.Month(n), 1, 0, 0, 0, 0, time.UTC)
	last := first.AddDate(0, 1, -1).Day()
	if d > last {
		d = last
	}
	return time.Date(first.Year(), first.Month(), d, 0, 0, 0, 0, time.UTC)
}

// DaysBetween counts the days from a to b, negative if b is before a.
func DaysBetween(a, b time.Time) int {
	return int(Day(b).Sub(Day(a)).Hours() / 24)
}
