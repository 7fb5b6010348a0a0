package money

import "testing"

func TestString(t *testing.T) {
	cases := []struct {
		p    Pence
		want string
	}{
		{0, "£0.00"},
		{5, "£0.05"},
		{1999, "£19.99"},
		{123456, "£1,234.56"},
		{100000000, "£1,000,000.00"},
		{-305, "-£3.05"},
	}
	for _, c := range cases {
		if got := c.p.String(); got != c.want {
			t.Errorf("Pence(%d).String() = %q, want %q", int64(c.p), got, c.want)
		}
	}
}

func TestPercent(t *testing.T) {
	cases := []struct {
		p    Pence
		bp   int64
		want Pence
	}{
		{10000, 2000, 2000},
		{12345, 2000, 2469},
		{12, 2000, 2},
		{-12345, 2000, -2469},
		{99, 500, 5},
	}
	for _, c := range cases {
		if got := c.p.Percent(c.bp); got != c.want {
			t.Errorf("Pence(%d).Percent(%d) = %d, want %d", c.p, c.bp, got, c.want)
		}
	}
}

func TestScaleAndTimes(t *testing.T) {
	if got := Pounds(32, 50).Scale(12.5); got != 40625 {
		t.Errorf("Scale = %d, want 40625", got)
	}
	if got := Pence(133).Scale(1.5); got != 200 {
		t.Errorf("Scale half = %d, want 200", got)
	}
	if got := Pence(249).Times(4); got != 996 {
		t.Errorf("Times = %d, want 996", got)
	}
	if got := Sum(1, 2, 3, Pounds(1, 0)); got != 106 {
		t.Errorf("Sum = %d, want 106", got)
	}
}
