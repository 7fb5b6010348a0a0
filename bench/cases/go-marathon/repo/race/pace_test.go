package race

import (
	"testing"
	"time"
)

func TestPace(t *testing.T) {
	p, err := Pace(50*time.Minute, 10000)
	if err != nil || p != 5*time.Minute {
		t.Errorf("Pace = %v, %v", p, err)
	}
	if _, err := Pace(time.Minute, 0); err == nil {
		t.Error("zero distance accepted")
	}
}

func TestProjected(t *testing.T) {
	got, err := Projected(20*time.Minute, 5000, TenK)
	if err != nil || got != 40*time.Minute {
		t.Errorf("Projected = %v, %v", got, err)
	}
}

func TestRiegel(t *testing.T) {
	got := Riegel(40*time.Minute, 10000, HalfMarathon)
	want := 88*time.Minute + 15*time.Second
	if got < want-5*time.Second || got > want+5*time.Second {
		t.Errorf("Riegel = %v, want about %v", got, want)
	}
}
