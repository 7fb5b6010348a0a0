package units

import (
	"math"
	"testing"
	"time"
)

func TestKilometers(t *testing.T) {
	cases := []struct {
		name string
		d    Distance
		want float64
	}{
		{"one km", Km(1), 1},
		{"one nm", NM(1), 1.852},
		{"ten nm", NM(10), 18.52},
		{"zero", 0, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := c.d.Kilometers(); math.Abs(got-c.want) > 1e-9 {
				t.Errorf("Kilometers() = %v, want %v", got, c.want)
			}
		})
	}
}

func TestClock(t *testing.T) {
	cases := []struct {
		in   time.Duration
		want string
	}{
		{0, "0:00:00"},
		{59 * time.Second, "0:00:59"},
		{time.Hour + 2*time.Minute + 3*time.Second, "1:02:03"},
		{1500 * time.Millisecond, "0:00:02"},
		{-90 * time.Second, "-0:01:30"},
	}
	for _, c := range cases {
		if got := Clock(c.in); got != c.want {
			t.Errorf("Clock(%v) = %q, want %q", c.in, got, c.want)
		}
	}
}
