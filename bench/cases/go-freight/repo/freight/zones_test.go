package freight

import "testing"

func TestZoneFor(t *testing.T) {
	cases := []struct {
		postcode string
		want     Zone
	}{
		{"LS6 2AB", ZoneRegional},
		{"s1 4gh", ZoneLocal},
		{"M1 1AA", ZoneNational},
		{"HS1 2XX", ZoneRemote},
		{"IV41 8AB", ZoneRemote},
		{"IV1 1AA", ZoneNational},
		{" ze2 9aa ", ZoneRemote},
	}
	for _, c := range cases {
		got, err := ZoneFor(c.postcode, "S")
		if err != nil {
			t.Fatalf("ZoneFor(%q): %v", c.postcode, err)
		}
		if got != c.want {
			t.Errorf("ZoneFor(%q) = %v, want %v", c.postcode, got, c.want)
		}
	}
}

func TestZoneForRejectsPostcodeWithoutArea(t *testing.T) {
	if _, err := ZoneFor("123", "S"); err == nil {
		t.Fatal("want an error for a postcode without letters")
	}
}

func TestArea(t *testing.T) {
	for in, want := range map[string]string{"LS6 2AB": "LS", "s1": "S", "": "", "EC1A 1BB": "EC"} {
		if got := Area(in); got != want {
			t.Errorf("Area(%q) = %q, want %q", in, got, want)
		}
	}
}
