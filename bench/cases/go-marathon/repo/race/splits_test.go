package race

import (
	"testing"
	"time"
)

func even(metres float64, pace time.Duration, step float64) []Mark {
	var ms []Mark
	for m := step; m < metres; m += step {
		ms = append(ms, Mark{m, time.Duration(float64(pace) * m / 1000)})
	}
	return append(ms, Mark{metres, time.Duration(float64(pace) * metres / 1000)})
}

func TestSplitsEvenPace(t *testing.T) {
	sp, err := Splits(even(5000, 4*time.Minute, 2500))
	if err != nil {
		t.Fatal(err)
	}
	if len(sp) != 5 {
		t.Fatalf("got %d splits, want 5", len(sp))
	}
	for i, s := range sp {
		if s.Time != 4*time.Minute {
			t.Errorf("split %d = %v, want 4m0s", i, s.Time)
		}
	}
}

func TestSplitsLastPartial(t *testing.T) {
	sp, err := Splits(even(HalfMarathon.Metres, 5*time.Minute, 5000))
	if err != nil {
		t.Fatal(err)
	}
	last := sp[len(sp)-1]
	if last.From != 21000 || last.Time != 0*time.Second+time.Duration(97.5*float64(5*time.Minute)/1000) {
		t.Errorf("last split = %+v", last)
	}
}

func TestSplitsRejectsBackwardsTime(t *testing.T) {
	ms := []Mark{{1000, 5 * time.Minute}, {2000, 4 * time.Minute}}
	if _, err := Splits(ms); err == nil {
		t.Error("backwards time accepted")
	}
}

func TestNegativeSplit(t *testing.T) {
	ms := []Mark{{5000, 26 * time.Minute}, {10000, 50 * time.Minute}}
	neg, err := NegativeSplit(ms)
	if err != nil || !neg {
		t.Errorf("NegativeSplit = %v, %v", neg, err)
	}
	neg, _ = NegativeSplit(even(10000, 5*time.Minute, 1000))
	if neg {
		t.Error("even pace counted as a negative split")
	}
}
