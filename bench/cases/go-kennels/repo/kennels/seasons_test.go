package kennels

import (
	"testing"
	"time"
)

func TestCalendarOrderAndLookup(t *testing.T) {
	cal := calendar2025(t)
	if cal.Seasons[0].Name != "Easter" || cal.Seasons[2].Name != "Christmas" {
		t.Errorf("seasons not sorted: %v", cal.Seasons)
	}
	cases := []struct {
		night time.Time
		want  string
	}{
		{Date(2025, time.April, 10), ""},
		{Date(2025, time.April, 11), "Easter"},
		{Date(2025, time.April, 27), "Easter"},
		{Date(2025, time.August, 31), "Summer holidays"},
		{Date(2025, time.September, 1), ""},
		{Date(2026, time.January, 3), "Christmas"},
	}
	for _, c := range cases {
		s, ok := cal.SeasonFor(c.night)
		if got := s.Name; got != c.want || ok != (c.want != "") {
			t.Errorf("SeasonFor(%s) = %q, %v; want %q", c.night.Format("2 Jan 2006"), got, ok, c.want)
		}
	}
}

func TestCalendarRejectsOverlap(t *testing.T) {
	_, err := NewCalendar(
		Season{"Half term", Date(2025, time.October, 25), Date(2025, time.November, 2), 10},
		Season{"Bonfire week", Date(2025, time.November, 1), Date(2025, time.November, 8), 10},
	)
	if err == nil {
		t.Error("overlapping seasons should be rejected")
	}
}
