package money

import "testing"

func TestMulRateRoundsHalfAway(t *testing.T) {
	cases := []struct {
		in   Cents
		bp   int64
		want Cents
	}{
		{1000, 1500, 150},
		{333, 5000, 167},
		{-333, 5000, -167},
		{0, 2500, 0},
	}
	for _, c := range cases {
		if got := MulRate(c.in, c.bp); got != c.want {
			t.Errorf("MulRate(%d, %d) = %d, want %d", c.in, c.bp, got, c.want)
		}
	}
}

func TestString(t *testing.T) {
	if got := FromUnits(12, 5).String(); got != "12.05" {
		t.Errorf("got %q", got)
	}
	if got := Cents(-250).String(); got != "-2.50" {
		t.Errorf("got %q", got)
	}
}
