package probe

import (
	"testing"
	"time"
)

func series(temps ...float64) []Reading {
	start := time.Date(2026, 3, 14, 0, 0, 0, 0, time.UTC)
	rs := make([]Reading, len(temps))
	for i, h := range temps {
		rs[i] = Reading{At: start.Add(time.Duration(i) * 10 * time.Minute), Temp: h}
	}
	return rs
}

func TestTurns(t *testing.T) {
	rs := series(1, 2, 3, 4, 5, 4, 3, 2, 1, 0.5, 0.4, 0.5, 1, 2, 3)
	got := Turns(rs)
	if len(got) != 2 {
		t.Fatalf("got %d turns, want 2: %+v", len(got), got)
	}
	if !got[0].High || got[0].Temp != 5 || got[1].High || got[1].Temp != 0.4 {
		t.Errorf("turns = %+v, want a peak of 5 then a trough of 0.4", got)
	}
}

func TestDoorOpeningIsNotADefrost(t *testing.T) {
	rs := series(1, 2, 3, 3.2, 3.1, 3.3, 4, 5, 6, 5, 4, 3, 2)
	got := Turns(rs)
	if len(got) != 1 || got[0].Temp != 6 {
		t.Errorf("turns = %+v, want only the peak of 6", got)
	}
}

func TestFlatTopCountsOnce(t *testing.T) {
	rs := series(1, 2, 3, 4, 4, 3, 2, 1, 0)
	got := Turns(rs)
	if len(got) != 1 || got[0].At.Format("15:04") != "00:30" {
		t.Errorf("turns = %+v, want one peak at 00:30", got)
	}
}
