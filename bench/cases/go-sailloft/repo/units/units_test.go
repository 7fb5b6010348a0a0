package units

import "testing"

func TestLengths(t *testing.T) {
	if got := Round(FeetToMetres(30), 3); got != 9.144 {
		t.Errorf("FeetToMetres(30) = %v, want 9.144", got)
	}
	if got := Round(MetresToFeet(9.144), 3); got != 30 {
		t.Errorf("MetresToFeet(9.144) = %v, want 30", got)
	}
}

func TestAreas(t *testing.T) {
	if got := Round(SqFeetToSqMetres(100), 3); got != 9.290 {
		t.Errorf("SqFeetToSqMetres(100) = %v, want 9.29", got)
	}
	if got := Round(SqMetresToSqFeet(9.290304), 2); got != 100 {
		t.Errorf("SqMetresToSqFeet = %v, want 100", got)
	}
}

func TestSailcloth(t *testing.T) {
	// 1 US sailcloth ounce is about 42.8 g/m².
	if got := Round(SailOzToGSM(1), 1); got != 42.8 {
		t.Errorf("SailOzToGSM(1) = %v, want 42.8", got)
	}
	if got := Round(GSMToSailOz(SailOzToGSM(7.6)), 6); got != 7.6 {
		t.Errorf("round trip of 7.6 oz = %v", got)
	}
}

func TestRound(t *testing.T) {
	cases := []struct {
		x      float64
		places int
		want   float64
	}{
		{1.2345, 2, 1.23},
		{1.235, 1, 1.2},
		{-2.5, 0, -3},
		{17, 0, 17},
	}
	for _, c := range cases {
		if got := Round(c.x, c.places); got != c.want {
			t.Errorf("Round(%v, %d) = %v, want %v", c.x, c.places, got, c.want)
		}
	}
}
