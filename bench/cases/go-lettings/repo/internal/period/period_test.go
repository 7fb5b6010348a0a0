package period

import (
	"testing"
	"time"
)

func date(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }

func TestAddMonthsKeepsTheDay(t *testing.T) {
	cases := []struct {
		start time.Time
		n     int
		want  time.Time
	}{
		{date(2026, 3, 15), 1, date(2026, 4, 15)},
		{date(2026, 11, 20), 3, date(2027, 2, 20)},
		{date(2027, 1, 31), 1, date(2027, 2, 28)},
		{date(2028, 1, 31), 1, date(2028, 2, 29)},
		{date(2027, 1, 31), 2, date(2027, 3, 31)},
		{date(2026, 8, 31), 1, date(2026, 9, 30)},
	}
	for _, c := range cases {
		if got := AddMonths(c.start, c.n); !got.Equal(c.want) {
			t.Errorf("AddMonths(%s, %d) = %s, want %s", c.start.Format("2006-01-02"), c.n, got.Format("2006-01-02"), c.want.Format("2006-01-02"))
		}
	}
}

func TestDaysBetween(t *testing.T) {
	if got := DaysBetween(date(2026, 12, 25), date(2027, 1, 8)); got != 14 {
		t.Errorf("DaysBetween = %d, want 14", got)
	}
	if got := DaysBetween(date(2027, 1, 8), date(2026, 12, 25)); got != -14 {
		t.Errorf("DaysBetween backwards = %d, want -14", got)
	}
}
