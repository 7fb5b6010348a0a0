package feed

import (
	"math"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestBandFor(t *testing.T) {
	cases := map[float64]string{0.6: "1.0 mm crumb", 1: "1.0 mm crumb", 4.9: "1.0 mm crumb", 5: "1.5 mm", 75: "3 mm", 900: "6 mm"}
	for w, want := range cases {
		if got := BandFor(w).Pellet; got != want {
			t.Errorf("BandFor(%v) = %q, want %q", w, got, want)
		}
	}
}

func TestRateOnTheColumns(t *testing.T) {
	if got := RatePercent(30, 10); !near(got, 2.3) {
		t.Errorf("RatePercent(30 g, 10 °C) = %v, want 2.3", got)
	}
	if got := RatePercent(200, 4); !near(got, 0.7) {
		t.Errorf("RatePercent(200 g, 4 °C) = %v, want 0.7", got)
	}
}

func TestRateBetweenColumns(t *testing.T) {
	// 11 °C is halfway between 2.9 at 10 °C and 3.3 at 12 °C
	if got := RatePercent(8, 11); !near(got, 3.1) {
		t.Errorf("RatePercent(8 g, 11 °C) = %v, want 3.1", got)
	}
	if got := RatePercent(60, 15.5); !near(got, 2.125) {
		t.Errorf("RatePercent(60 g, 15.5 °C) = %v, want 2.125", got)
	}
}

func TestRateOutsideTheTable(t *testing.T) {
	if got := RatePercent(60, 2); !near(got, 0.9) {
		t.Errorf("RatePercent(60 g, 2 °C) = %v, want 0.9", got)
	}
	if got := RatePercent(60, 18); !near(got, 2.1) {
		t.Errorf("RatePercent(60 g, 18 °C) = %v, want 2.1", got)
	}
}

func TestRation(t *testing.T) {
	// 400 kg of 30 g fish at 10 °C: 2.3 % a day
	if got := Ration(400, 30, 10); !near(got, 9.2) {
		t.Errorf("Ration = %v, want 9.2", got)
	}
}

func TestFCR(t *testing.T) {
	got, err := FCR(118, 131)
	if err != nil || got != 0.9 {
		t.Errorf("FCR(118, 131) = %v, %v; want 0.9", got, err)
	}
	if _, err := FCR(10, 0); err == nil {
		t.Errorf("FCR with no gain: no error")
	}
}
