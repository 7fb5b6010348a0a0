package brick

import "testing"

func TestDaysToSet(t *testing.T) {
	shed := Shed{Name: "north", DryingRate: 0.25}
	cases := []struct {
		moisture float64
		days     int
	}{
		{0.02, 0},
		{0.01, 0},
		{0.08, 5},  // 0.08 * 0.75^5 = 0.019
		{0.20, 9},  // 0.20 * 0.75^8 = 0.020 still above
		{0.032, 2}, // 0.032 * 0.75^2 = 0.018
	}
	for _, c := range cases {
		got, err := shed.DaysToSet(c.moisture)
		if err != nil || got != c.days {
			t.Errorf("DaysToSet(%v) = %d, %v; want %d", c.moisture, got, err, c.days)
		}
	}
	if _, err := (Shed{Name: "bad", DryingRate: 1}).DaysToSet(0.2); err == nil {
		t.Error("rate 1 accepted")
	}
}

func TestWetLength(t *testing.T) {
	// 18% moisture shrinks 6%: the die cuts 215 / 0.94.
	if got := WetLength(215, 0.18); !near(got, 215/0.94) {
		t.Fatalf("WetLength = %v", got)
	}
	if got := DryShrinkage(0.21); !near(got, 0.07) {
		t.Fatalf("DryShrinkage = %v", got)
	}
}
