package money

import "testing"

func TestString(t *testing.T) {
	cases := []struct {
		in   Pence
		want string
	}{
		{0, "£0.00"},
		{5, "£0.05"},
		{2850, "£28.50"},
		{123456, "£1,234.56"},
		{100000000, "£1,000,000.00"},
		{-1250, "-£12.50"},
	}
	for _, c := range cases {
		if got := c.in.String(); got != c.want {
			t.Errorf("Pence(%d).String() = %q, want %q", int64(c.in), got, c.want)
		}
	}
}

func TestPercent(t *testing.T) {
	cases := []struct {
		in   Pence
		pct  int
		want Pence
	}{
		{10000, 15, 1500},
		{2850, 10, 285},
		{2855, 10, 286}, // 285.5 rounds up
		{2854, 10, 285},
		{-2855, 10, -286},
		{999, 0, 0},
	}
	for _, c := range cases {
		if got := c.in.Percent(c.pct); got != c.want {
			t.Errorf("Pence(%d).Percent(%d) = %d, want %d", int64(c.in), c.pct, int64(got), int64(c.want))
		}
	}
}

func TestPoundsTimesSum(t *testing.T) {
	if got := Pounds(28, 50); got != 2850 {
		t.Errorf("Pounds(28, 50) = %d", int64(got))
	}
	if got := Pounds(4, 0).Times(3); got != 1200 {
		t.Errorf("Times = %d", int64(got))
	}
	if got := Sum(100, 250, -50); got != 300 {
		t.Errorf("Sum = %d", int64(got))
	}
}
