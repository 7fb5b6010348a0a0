package atu

import "testing"

func TestAccumulateSkipsFrozenDays(t *testing.T) {
	if got := Accumulate([]float64{8.5, 9, -0.5, 7.5}); got != 25 {
		t.Errorf("Accumulate = %v, want 25", got)
	}
}

func TestDayReached(t *testing.T) {
	daily := []float64{8, 8, 9, 9, 10, 10}
	day, ok := DayReached(daily, 34)
	if !ok || day != 4 {
		t.Errorf("DayReached(34) = %d, %v; want 4, true", day, ok)
	}
	if _, ok := DayReached(daily, 100); ok {
		t.Errorf("DayReached(100) reached with only %v ATU", Accumulate(daily))
	}
}

func TestDaysToGo(t *testing.T) {
	cases := []struct {
		current, target, temp float64
		want                  int
	}{
		{190, 350, 8, 20},
		{190, 350, 9, 18},
		{350, 350, 9, 0},
		{400, 350, 9, 0},
	}
	for _, c := range cases {
		got, err := DaysToGo(c.current, c.target, c.temp)
		if err != nil || got != c.want {
			t.Errorf("DaysToGo(%v, %v, %v) = %d, %v; want %d", c.current, c.target, c.temp, got, err, c.want)
		}
	}
	if _, err := DaysToGo(100, 350, 0); err != ErrNoTemperatures {
		t.Errorf("DaysToGo at 0 °C: err = %v", err)
	}
}

func TestStages(t *testing.T) {
	cases := map[float64]string{0: "green", 189.5: "green", 190: "eyed", 351: "hatch", 600: "swim-up"}
	for units, want := range cases {
		if got := StageAt(units); got != want {
			t.Errorf("StageAt(%v) = %q, want %q", units, got, want)
		}
	}
	next, ok := NextStage(200)
	if !ok || next.Name != "hatch" {
		t.Errorf("NextStage(200) = %v, %v", next, ok)
	}
	if _, ok := NextStage(520); ok {
		t.Errorf("NextStage(520) found a stage after swim-up")
	}
}
