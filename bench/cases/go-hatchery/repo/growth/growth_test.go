package growth

import (
	"math"
	"testing"
)

func TestProject(t *testing.T) {
	// cube root of 8 g is 2; 2.5/1000 * 10 °C * 40 days adds 1, so 27 g
	if got := Project(8, 2.5, 10, 40); math.Abs(got-27) > 1e-9 {
		t.Errorf("Project = %v, want 27", got)
	}
	if got := Project(8, 2.5, 0, 40); got != 8 {
		t.Errorf("Project at 0 °C = %v, want 8", got)
	}
}

func TestDaysTo(t *testing.T) {
	got, err := DaysTo(8, 27, 2.5, 10)
	if err != nil || got != 40 {
		t.Errorf("DaysTo(8, 27) = %d, %v; want 40", got, err)
	}
	got, err = DaysTo(8, 27, 2.5, 9)
	if err != nil || got != 45 {
		t.Errorf("DaysTo(8, 27) at 9 °C = %d, %v; want 45", got, err)
	}
	if _, err := DaysTo(8, 27, 2.5, 0); err != ErrNoGrowth {
		t.Errorf("DaysTo at 0 °C: err = %v", err)
	}
}

func TestTGCRoundTrip(t *testing.T) {
	tgc, err := TGC(8, 27, 10, 40)
	if err != nil || math.Abs(tgc-2.5) > 1e-9 {
		t.Errorf("TGC = %v, %v; want 2.5", tgc, err)
	}
}
