package plan

import (
	"testing"
	"time"

	"example.com/fairground/rides"
	"example.com/fairground/tokens"
)

func booth(t *testing.T) Booth {
	t.Helper()
	c, err := rides.NewCatalogue(
		rides.Ride{ID: "waltzer", Name: "Waltzer", Kind: rides.Family, MinHeightCM: 110, Seats: 40, CycleMinutes: 4, Tokens: 3},
		rides.Ride{ID: "drop", Name: "Drop Tower", Kind: rides.Thrill, MinHeightCM: 140, MinAge: 12, Seats: 16, CycleMinutes: 2.5, Tokens: 5},
		rides.Ride{ID: "teacups", Name: "Teacups", Kind: rides.Kiddie, MaxHeightCM: 130, Seats: 24, CycleMinutes: 3, Tokens: 2},
	)
	if err != nil {
		t.Fatal(err)
	}
	return Booth{
		Rides: c,
		Sheet: tokens.Sheet{Bundles: []tokens.Bundle{
			{Tokens: 1, PricePence: 100},
			{Tokens: 10, PricePence: 800},
		}},
		Queues: map[string]int{"waltzer": 50, "drop": 10, "teacups": 30},
		Load:   1,
	}
}

func TestForChild(t *testing.T) {
	b := booth(t)
	p, err := b.For(rides.Visitor{Name: "Ada", HeightCM: 118, Age: 7},
		[]Want{{"waltzer", 2}, {"drop", 1}, {"teacups", 1}, {"ghost", 1}})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Legs) != 2 || p.Legs[0].Ride.ID != "waltzer" || p.Legs[1].Ride.ID != "teacups" {
		t.Fatalf("legs = %+v", p.Legs)
	}
	if p.Purchase.Tokens != 8 || p.Purchase.PricePence != 800 {
		t.Errorf("purchase = %s, want 8 tokens for £8.00", p.Purchase)
	}
	// waltzer: 2 x (5 min wait + 4 min ride); teacups: 4 min wait + 3 min ride
	if p.Time != 25*time.Minute {
		t.Errorf("time = %v, want 25m", p.Time)
	}
	want := "Plan for Ada\n" +
		"  Waltzer      x2   6 tokens  5 min wait\n" +
		"  Teacups      x1   2 tokens  Walk on\n" +
		"  drop         not allowed: too short\n" +
		"  ghost        not allowed: no such ride\n" +
		"Buy: 8x1 = 8 tokens £8.00\n" +
		"About 25 min\n"
	if got := p.Ticket(); got != want {
		t.Errorf("ticket:\n%s\nwant:\n%s", got, want)
	}
}

func TestForTeenager(t *testing.T) {
	b := booth(t)
	p, err := b.For(rides.Visitor{Name: "Max", HeightCM: 165, Age: 14},
		[]Want{{"drop", 2}, {"waltzer", 0}, {"teacups", 1}})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Legs) != 2 || len(p.Refused) != 1 || p.Refused[0].Reason != "too tall" {
		t.Fatalf("plan = %+v", p)
	}
	if p.Purchase.Tokens != 13 || p.Purchase.PricePence != 1100 {
		t.Errorf("purchase = %s, want 13 tokens for £11.00", p.Purchase)
	}
}
