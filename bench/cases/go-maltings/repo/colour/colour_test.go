package colour

import (
	"math"
	"testing"
)

func TestEBCAndSRM(t *testing.T) {
	if got := EBCToSRM(10); math.Abs(got-5.08) > 1e-9 {
		t.Errorf("EBCToSRM(10) = %v, want 5.08", got)
	}
	if got := SRMToEBC(5.08); math.Abs(got-10.0076) > 1e-9 {
		t.Errorf("SRMToEBC(5.08) = %v, want 10.0076", got)
	}
}

func TestClass(t *testing.T) {
	cases := []struct {
		ebc  float64
		want string
	}{
		{2.6, "lager"},
		{5.8, "pale ale"},
		{16, "vienna"},
		{25, "munich"},
		{150, "crystal/roast"},
	}
	for _, c := range cases {
		if got := Class(c.ebc); got != c.want {
			t.Errorf("Class(%v) = %q, want %q", c.ebc, got, c.want)
		}
	}
}
