package sundial

import (
	"math"
	"testing"
	"time"
)

func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

func TestDeclinationSolsticesAndEquinox(t *testing.T) {
	cases := []struct {
		name string
		n    int
		want float64
	}{
		{"june solstice", 172, 23.45},
		{"december solstice", 355, -23.45},
		{"march equinox", 80, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Declination(c.n); !near(got, c.want, 0.5) {
				t.Errorf("Declination(%d) = %.3f, want %.2f", c.n, got, c.want)
			}
		})
	}
}

func TestEquationOfTime(t *testing.T) {
	// Early November the dial runs about 16 minutes fast; mid February
	// about 14 minutes slow.
	if got := EquationOfTime(307); !near(got, 16.4, 0.3) {
		t.Errorf("EquationOfTime(307) = %.2f, want about 16.4", got)
	}
	if got := EquationOfTime(42); !near(got, -14.6, 0.3) {
		t.Errorf("EquationOfTime(42) = %.2f, want about -14.6", got)
	}
}

func TestDayOfYear(t *testing.T) {
	if got := DayOfYear(time.Date(2026, 11, 3, 9, 0, 0, 0, time.UTC)); got != 307 {
		t.Errorf("DayOfYear(3 Nov 2026) = %d, want 307", got)
	}
	if got, want := dayOfYear(2024, 3, 1), 61; got != want {
		t.Errorf("dayOfYear(2024-03-01) = %d, want %d", got, want)
	}
	if got, want := dayOfYear(2026, 3, 1), 60; got != want {
		t.Errorf("dayOfYear(2026-03-01) = %d, want %d", got, want)
	}
}
