package loyalty

import "testing"

func TestPointsFor(t *testing.T) {
	cases := []struct {
		cents int
		tier  Tier
		want  int
	}{
		{2599, Bronze, 25},
		{2599, Silver, 37},
		{2599, Gold, 50},
		{99, Gold, 0},
		{-2000, Silver, -30},
	}
	for _, c := range cases {
		if got := PointsFor(c.cents, c.tier); got != c.want {
			t.Errorf("PointsFor(%d, %v) = %d, want %d", c.cents, c.tier, got, c.want)
		}
	}
}

func TestTierString(t *testing.T) {
	if Gold.String() != "gold" || Tier(7).String() != "Tier(7)" {
		t.Errorf("got %q and %q", Gold.String(), Tier(7).String())
	}
}
