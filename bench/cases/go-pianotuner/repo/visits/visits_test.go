package visits

import (
	"testing"
	"time"
)

func day(s string) time.Time {
	t, err := time.Parse("2006-01-02", s)
	if err != nil {
		panic(err)
	}
	return t
}

var (
	homeUpright = Piano{Owner: "Mrs Okafor", Maker: "Broadwood", Miles: 4}
	farGrand    = Piano{Owner: "Ellis Hall", Maker: "Bechstein", Miles: 25}
	concert     = Piano{Owner: "Town Hall", Maker: "Steinway", Concert: true, Miles: 12}
)

func TestCharge(t *testing.T) {
	tests := []struct {
		name string
		v    Visit
		want int
	}{
		{"home piano in tune", Visit{Piano: homeUpright, MeanCents: -3}, 8500},
		{"home piano far flat", Visit{Piano: homeUpright, MeanCents: -31.5}, 12000},
		{"flat at the limit", Visit{Piano: homeUpright, MeanCents: -20}, 8500},
		{"travel both ways", Visit{Piano: farGrand, MeanCents: 0}, 8500 + 2*15*45},
		{"concert instrument", Visit{Piano: concert, MeanCents: -2}, 8500 + 4000 + 2*2*45},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Charge(tt.v); got != tt.want {
				t.Errorf("Charge = %d, want %d", got, tt.want)
			}
		})
	}
}

func TestNextDue(t *testing.T) {
	tests := []struct {
		name string
		v    Visit
		want string
	}{
		{"home", Visit{Piano: homeUpright, On: day("2025-03-14")}, "2025-09-14"},
		{"concert", Visit{Piano: concert, On: day("2025-11-02")}, "2026-02-02"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := NextDue(tt.v).Format("2006-01-02"); got != tt.want {
				t.Errorf("NextDue = %s, want %s", got, tt.want)
			}
		})
	}
}
