package freight

import (
	"strings"
	"testing"
)

func TestQuoteFor(t *testing.T) {
	cases := []struct {
		name     string
		parcel   Parcel
		postcode string
		zone     Zone
		pence    int
	}{
		{"local letterbox", Parcel{30, 20, 3, 0.4}, "S10 2TN", ZoneLocal, 450},
		{"local one kilo", Parcel{20, 15, 10, 1}, "S10 2TN", ZoneLocal, 450},
		{"regional two kilos", Parcel{30, 20, 10, 2}, "LS6 2AB", ZoneRegional, 650},
		{"regional bulky", Parcel{50, 40, 30, 2}, "LS6 2AB", ZoneRegional, 1200},
		{"national five and a bit", Parcel{40, 30, 20, 5.2}, "M1 1AA", ZoneNational, 1145},
		{"national three kilos", Parcel{30, 20, 10, 3}, "B1 1AA", ZoneNational, 935},
		{"remote ten kilos", Parcel{40, 30, 20, 10}, "HS1 2XX", ZoneRemote, 2575},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			q, err := QuoteFor(c.parcel, c.postcode, "S")
			if err != nil {
				t.Fatalf("QuoteFor: %v", err)
			}
			if q.Zone != c.zone {
				t.Errorf("zone = %v, want %v", q.Zone, c.zone)
			}
			if q.Pence != c.pence {
				t.Errorf("pence = %d, want %d", q.Pence, c.pence)
			}
		})
	}
}

func TestQuoteForRefusesOverweight(t *testing.T) {
	_, err := QuoteFor(Parcel{40, 30, 20, 25}, "ZE1 0AA", "S")
	if err == nil || !strings.Contains(err.Error(), "over the remote limit of 20 kg") {
		t.Fatalf("err = %v, want the remote weight limit", err)
	}
}

func TestQuoteForPassesOnErrors(t *testing.T) {
	if _, err := QuoteFor(Parcel{40, 30, 20, 1}, "99", "S"); err == nil {
		t.Error("want an error for a bad postcode")
	}
	if _, err := QuoteFor(Parcel{0, 30, 20, 1}, "S1 1AA", "S"); err == nil {
		t.Error("want an error for a bad parcel")
	}
}
