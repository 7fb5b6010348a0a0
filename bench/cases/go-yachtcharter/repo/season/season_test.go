package season

import (
	"testing"
	"time"
)

func calendar2025(t *testing.T) Calendar {
	t.Helper()
	c, err := NewCalendar(
		Period{Date(2025, time.July, 5), Date(2025, time.August, 30), Peak},
		Period{Date(2025, time.May, 31), Date(2025, time.July, 5), High},
		Period{Date(2025, time.April, 26), Date(2025, time.May, 31), Shoulder},
		Period{Date(2025, time.August, 30), Date(2025, time.October, 4), Shoulder},
	)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestBandOn(t *testing.T) {
	c := calendar2025(t)
	cases := []struct {
		day  time.Time
		want Band
	}{
		{Date(2025, time.March, 1), Low},
		{Date(2025, time.April, 26), Shoulder},
		{Date(2025, time.May, 30), Shoulder},
		{Date(2025, time.May, 31), High},
		{Date(2025, time.July, 5), Peak},
		{time.Date(2025, time.August, 29, 23, 0, 0, 0, time.UTC), Peak},
		{Date(2025, time.August, 30), Shoulder},
		{Date(2025, time.October, 4), Low},
	}
	for _, tc := range cases {
		if got := c.BandOn(tc.day); got != tc.want {
			t.Errorf("BandOn(%s) = %s, want %s", tc.day.Format("2006-01-02"), got, tc.want)
		}
	}
}

func TestNights(t *testing.T) {
	c := calendar2025(t)
	got := c.Nights(Date(2025, time.June, 28), 14)
	if got[High] != 7 || got[Peak] != 7 || len(got) != 2 {
		t.Errorf("Nights = %v, want 7 high and 7 peak", got)
	}
}

func TestNewCalendarRejectsOverlap(t *testing.T) {
	_, err := NewCalendar(
		Period{Date(2025, time.May, 1), Date(2025, time.June, 1), High},
		Period{Date(2025, time.May, 20), Date(2025, time.July, 1), Peak},
	)
	if err == nil {
		t.Error("overlapping periods accepted")
	}
	if _, err := NewCalendar(Period{Date(2025, time.May, 1), Date(2025, time.May, 1), High}); err == nil {
		t.Error("empty period accepted")
	}
}

func TestRateCard(t *testing.T) {
	r := RateCard{"SO349": {Low: 140000, High: 260000}}
	if got, err := r.Nightly("SO349", Low); err != nil || got != 20000 {
		t.Errorf("Nightly(low) = %d, %v; want 20000", got, err)
	}
	if got, _ := r.Nightly("SO349", High); got != 37143 {
		t.Errorf("Nightly(high) = %d, want 37143", got)
	}
	if _, err := r.Weekly("SO349", Peak); err == nil {
		t.Error("missing band gave no error")
	}
	if _, err := r.Weekly("LAG42", Low); err == nil {
		t.Error("missing yacht gave no error")
	}
}
