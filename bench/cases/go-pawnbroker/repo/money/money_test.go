package money

import "testing"

func TestFromPounds(t *testing.T) {
	cases := []struct {
		in   float64
		want Pence
	}{
		{0, 0},
		{1, 100},
		{12.345, 1235},
		{0.1 + 0.2, 30},
		{-4.5, -450},
	}
	for _, c := range cases {
		if got := FromPounds(c.in); got != c.want {
			t.Errorf("FromPounds(%v) = %d, want %d", c.in, got, c.want)
		}
	}
}

func TestMulBP(t *testing.T) {
	cases := []struct {
		p    Pence
		bp   int64
		want Pence
	}{
		{10000, 650, 650},
		{12345, 700, 864},
		{199, 5000, 100},
		{25000, 10000, 25000},
		{-1001, 5000, -501},
	}
	for _, c := range cases {
		if got := c.p.MulBP(c.bp); got != c.want {
			t.Errorf("%d.MulBP(%d) = %d, want %d", c.p, c.bp, got, c.want)
		}
	}
}

func TestRoundDown(t *testing.T) {
	cases := []struct {
		p, step, want Pence
	}{
		{12399, 500, 12000},
		{12500, 500, 12500},
		{499, 500, 0},
		{1234, 0, 1234},
		{-1201, 500, -1500},
	}
	for _, c := range cases {
		if got := c.p.RoundDown(c.step); got != c.want {
			t.Errorf("%d.RoundDown(%d) = %d, want %d", c.p, c.step, got, c.want)
		}
	}
}

func TestString(t *testing.T) {
	cases := []struct {
		p    Pence
		want string
	}{
		{0, "£0.00"},
		{5, "£0.05"},
		{12345, "£123.45"},
		{123456789, "£1,234,567.89"},
		{100000, "£1,000.00"},
		{-305, "-£3.05"},
	}
	for _, c := range cases {
		if got := c.p.String(); got != c.want {
			t.Errorf("Pence(%d).String() = %q, want %q", c.p, got, c.want)
		}
	}
}

func TestSumMax(t *testing.T) {
	if got := Sum(100, 250, -50); got != 300 {
		t.Errorf("Sum = %d, want 300", got)
	}
	if got := Sum(); got != 0 {
		t.Errorf("Sum() = %d, want 0", got)
	}
	if got := Max(3, 7); got != 7 {
		t.Errorf("Max(3, 7) = %d", got)
	}
}
