package fares

import "testing"

func TestZonesTouched(t *testing.T) {
	cases := []struct{ a, b, want int }{{1, 1, 1}, {1, 3, 3}, {4, 2, 3}}
	for _, c := range cases {
		if got := ZonesTouched(c.a, c.b); got != c.want {
			t.Errorf("ZonesTouched(%d, %d) = %d, want %d", c.a, c.b, got, c.want)
		}
	}
}

func TestQuote(t *testing.T) {
	cases := []struct {
		from, to string
		period   Period
		want     int
	}{
		{"Central", "Old Quay", OffPeak, 180},
		{"Central", "Kingsgate", OffPeak, 240},
		{"Kingsgate", "Central", Peak, 300},
		{"Parkside", "Elm Hill", OffPeak, 240},
		{"Central", "Brackley", OffPeak, 360},
		{"Old Quay", "Ashby Vale", Peak, 450},
	}
	for _, c := range cases {
		got, err := Quote(c.from, c.to, c.period)
		if err != nil {
			t.Fatalf("Quote(%q, %q): %v", c.from, c.to, err)
		}
		if got != c.want {
			t.Errorf("Quote(%q, %q, %v) = %d, want %d", c.from, c.to, c.period, got, c.want)
		}
	}
}

func TestQuoteUnknownStation(t *testing.T) {
	if _, err := Quote("Central", "Nowhere", OffPeak); err == nil {
		t.Fatal("want an error")
	}
}

func TestRoundedPercent(t *testing.T) {
	if got := roundedPercent(242, 25); got != 61 {
		t.Errorf("roundedPercent(242, 25) = %d, want 61", got)
	}
}
