package rides

import "testing"

var (
	waltzer = Ride{ID: "waltzer", Name: "Waltzer", Kind: Family, MinHeightCM: 110, Seats: 40, CycleMinutes: 4, Tokens: 3}
	drop    = Ride{ID: "drop", Name: "Drop Tower", Kind: Thrill, MinHeightCM: 140, MinAge: 12, Seats: 16, CycleMinutes: 2.5, Tokens: 5}
	teacups = Ride{ID: "teacups", Name: "Teacups", Kind: Kiddie, MaxHeightCM: 130, Seats: 24, CycleMinutes: 3, Tokens: 2}
)

func TestCheck(t *testing.T) {
	cases := []struct {
		ride Ride
		v    Visitor
		want Reason
	}{
		{waltzer, Visitor{HeightCM: 110, Age: 6}, OK},
		{waltzer, Visitor{HeightCM: 109, Age: 6}, TooShort},
		{drop, Visitor{HeightCM: 150, Age: 11}, TooYoung},
		{drop, Visitor{HeightCM: 139, Age: 14}, TooShort},
		{drop, Visitor{HeightCM: 175, Age: 30}, OK},
		{teacups, Visitor{HeightCM: 130, Age: 8}, OK},
		{teacups, Visitor{HeightCM: 131, Age: 8}, TooTall},
	}
	for _, c := range cases {
		if got := Check(c.ride, c.v); got != c.want {
			t.Errorf("Check(%s, %+v) = %q, want %q", c.ride.ID, c.v, got, c.want)
		}
	}
}

func TestCatalogue(t *testing.T) {
	c, err := NewCatalogue(waltzer, drop, teacups)
	if err != nil {
		t.Fatal(err)
	}
	if r, ok := c.Get("drop"); !ok || r.Name != "Drop Tower" {
		t.Errorf("Get(drop) = %+v, %v", r, ok)
	}
	all := c.All()
	if len(all) != 3 || all[0].ID != "drop" || all[2].ID != "waltzer" {
		t.Errorf("All() order = %v", all)
	}
	kid := c.For(Visitor{HeightCM: 115, Age: 7})
	if len(kid) != 2 || kid[0].ID != "teacups" || kid[1].ID != "waltzer" {
		t.Errorf("For(child) = %v", kid)
	}
}

func TestCatalogueRejects(t *testing.T) {
	if _, err := NewCatalogue(waltzer, waltzer); err == nil {
		t.Error("duplicate id accepted")
	}
	if _, err := NewCatalogue(Ride{ID: "x"}); err == nil {
		t.Error("ride without seats accepted")
	}
}

func TestKindString(t *testing.T) {
	if Thrill.String() != "thrill" || Kind(9).String() != "Kind(9)" {
		t.Errorf("Kind strings: %s %s", Thrill, Kind(9))
	}
}
