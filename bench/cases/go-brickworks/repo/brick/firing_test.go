package brick

import (
	"errors"
	"testing"
)

func TestCommonFiringHours(t *testing.T) {
	s := CommonFiring()
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	// 5 h + 2 h hold, 8 h + 3 h hold, 3.8 h + 4 h hold.
	if got := s.Hours(); !near(got, 25.8) {
		t.Fatalf("Hours = %v, want 25.8", got)
	}
	if got := s.PeakC(); got != 1050 {
		t.Fatalf("PeakC = %v", got)
	}
}

func TestTemperatureAt(t *testing.T) {
	s := CommonFiring()
	cases := map[float64]float64{
		0:    20,
		3:    140,
		6:    220,
		8:    300,
		15:   860,
		18.5: 860 + 50*0.5,
		25:   1050,
		100:  1050,
	}
	for h, want := range cases {
		if got := s.TemperatureAt(h); !near(got, want) {
			t.Errorf("TemperatureAt(%v) = %v, want %v", h, got, want)
		}
	}
}

func TestValidateSchedule(t *testing.T) {
	if err := (Schedule{StartC: 20}).Validate(); !errors.Is(err, ErrNoSegments) {
		t.Fatalf("empty: %v", err)
	}
	bad := []Schedule{
		{StartC: 20, Segments: []Segment{{RatePerHour: 0, TargetC: 100}}},
		{StartC: 20, Segments: []Segment{{RatePerHour: 50, TargetC: 100, HoldMinutes: -5}}},
		{StartC: 20, Segments: []Segment{{RatePerHour: 50, TargetC: 600}, {RatePerHour: 50, TargetC: 500}}},
	}
	for i, s := range bad {
		if s.Validate() == nil {
			t.Errorf("bad schedule %d passed", i)
		}
	}
}
