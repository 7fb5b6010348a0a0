package race

import (
	"testing"
	"time"
)

func TestParseClock(t *testing.T) {
	cases := map[string]time.Duration{
		"2:03:59":   2*time.Hour + 3*time.Minute + 59*time.Second,
		"17:02":     17*time.Minute + 2*time.Second,
		"0:59:01.4": 59*time.Minute + time.Second + 400*time.Millisecond,
		" 45 ":      45 * time.Second,
	}
	for in, want := range cases {
		got, err := ParseClock(in)
		if err != nil || got != want {
			t.Errorf("ParseClock(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
}

func TestParseClockRejects(t *testing.T) {
	for _, in := range []string{"", "1:2:3:4", "1:75:00", "12:60", "a:00", "-1:00"} {
		if _, err := ParseClock(in); err == nil {
			t.Errorf("ParseClock(%q) gave no error", in)
		}
	}
}

func TestFormatClock(t *testing.T) {
	d := 2*time.Hour + 1*time.Minute + 9*time.Second + 990*time.Millisecond
	if got := FormatClock(d, false); got != "2:01:09" {
		t.Errorf("FormatClock = %q", got)
	}
	if got := FormatClock(d, true); got != "2:01:09.9" {
		t.Errorf("FormatClock tenths = %q", got)
	}
	if got := FormatClock(16*time.Minute+5*time.Second, false); got != "16:05" {
		t.Errorf("FormatClock under an hour = %q", got)
	}
	if got := FormatClock(-time.Second, false); got != "00:00" {
		t.Errorf("FormatClock negative = %q", got)
	}
}
