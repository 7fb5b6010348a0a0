package tiles

import (
	"errors"
	"math"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-3 }

func TestGauge(t *testing.T) {
	cases := []struct {
		code  string
		gauge float64
		perM2 float64
	}{
		{"CI-MOD", 345, 9.662},
		{"CP-PLN", 100, 60.606},
		{"NS-500", 212.5, 18.824},
	}
	for _, c := range cases {
		tile, err := Lookup(c.code)
		if err != nil {
			t.Fatal(err)
		}
		if g := tile.Gauge(); !near(g, c.gauge) {
			t.Errorf("%s gauge = %g, want %g", c.code, g, c.gauge)
		}
		if n := tile.PerSquareMetre(); !near(n, c.perM2) {
			t.Errorf("%s per m² = %g, want %g", c.code, n, c.perM2)
		}
	}
}

func TestBattens(t *testing.T) {
	plain, _ := Lookup("CP-PLN")
	if b := plain.BattenPerSquareMetre(); !near(b, 10) {
		t.Errorf("plain tile battens = %g m/m², want 10", b)
	}
	if c := plain.Courses(4.62); c != 47 {
		t.Errorf("courses = %d, want 47", c)
	}
}

func TestCheck(t *testing.T) {
	plain, _ := Lookup("CP-PLN")
	if err := plain.Check(40); err != nil {
		t.Errorf("40°: %v", err)
	}
	err := plain.Check(30)
	var shallow *ErrTooShallow
	if !errors.As(err, &shallow) {
		t.Fatalf("30°: err = %v", err)
	}
	if want := "tiles: Clay plain tile, smooth red needs at least 35.0°, roof is 30.0°"; err.Error() != want {
		t.Errorf("message = %q", err.Error())
	}
}

func TestLookup(t *testing.T) {
	if _, err := Lookup("XX-000"); err == nil {
		t.Error("unknown code found")
	}
	codes := Codes()
	if len(codes) != 4 || codes[0] != "CI-DBR" || codes[3] != "NS-500" {
		t.Errorf("codes = %v", codes)
	}
	if SingleLap.String() != "single lap" || Lap(7).String() != "Lap(7)" {
		t.Error("Lap.String")
	}
}
