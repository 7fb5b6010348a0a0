package delivery

import "testing"

func TestDistrict(t *testing.T) {
	for pc, want := range map[string]string{
		"SK17 6AB": "SK17", "sk176ab": "SK17", "S33 0AA": "S33", "S330AA": "S33", " de45 1ab ": "DE45",
	} {
		if got := District(pc); got != want {
			t.Errorf("District(%q) = %q, want %q", pc, got, want)
		}
	}
}

func TestZoneFor(t *testing.T) {
	z, err := ZoneFor("HD9 2QT")
	if err != nil || z.Name != "Moors" {
		t.Fatalf("HD9: %v %v", z.Name, err)
	}
	if _, err := ZoneFor("M1 1AA"); err == nil {
		t.Error("Manchester is out of our area")
	}
}

func TestChargeFor(t *testing.T) {
	town, _ := ZoneFor("SK17 6AB")
	valley, _ := ZoneFor("SK22 4AA")
	moors, _ := ZoneFor("S32 1AA")
	cases := []struct {
		z    Zone
		kg   float64
		want int64
	}{
		{town, 25, 0},
		{valley, 250, 650},
		{valley, 500, 0},
		{moors, 500, 1500},
		{moors, 1000, 0},
	}
	for _, c := range cases {
		if got := c.z.ChargeFor(c.kg); int64(got) != c.want {
			t.Errorf("%s %v kg: got %v, want %d", c.z.Name, c.kg, got, c.want)
		}
	}
}

func TestPlanKeepsZonesApart(t *testing.T) {
	drops := []Drop{
		{"A", "SK17 1AA", 500},
		{"B", "HD9 1AA", 1000},
		{"C", "SK23 1AA", 750},
		{"D", "SK17 2BB", 250},
		{"E", "S32 5XY", 500},
	}
	trips, err := Plan(drops, 1500)
	if err != nil {
		t.Fatal(err)
	}
	if len(trips) != 2 {
		t.Fatalf("got %d trips: %+v", len(trips), trips)
	}
	if trips[0].Zone != "Town" || trips[0].Kg != 1500 || len(trips[0].Drops) != 3 {
		t.Errorf("town trip %+v", trips[0])
	}
	if trips[1].Zone != "Moors" || trips[1].Drops[0].Ref != "B" {
		t.Errorf("moors trip %+v", trips[1])
	}
}

func TestPlanSplitsOverPayload(t *testing.T) {
	drops := []Drop{{"A", "SK22 1AA", 1000}, {"B", "SK22 1AB", 1000}, {"C", "S33 1AA", 500}}
	trips, err := Plan(drops, 1500)
	if err != nil {
		t.Fatal(err)
	}
	if len(trips) != 2 || trips[0].Kg != 1500 || trips[1].Kg != 1000 {
		t.Errorf("got %+v", trips)
	}
	if _, err := Plan([]Drop{{"X", "SK17 1AA", 2000}}, 1500); err == nil {
		t.Error("overweight drop accepted")
	}
	if _, err := Plan([]Drop{{"Y", "M1 1AA", 25}}, 1500); err == nil {
		t.Error("out-of-area drop accepted")
	}
}
