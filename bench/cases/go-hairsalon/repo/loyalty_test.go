package hairsalon

import (
	"errors"
	"testing"
)

func TestTiers(t *testing.T) {
	for lifetime, want := range map[int]Tier{0: Bronze, 499: Bronze, 500: Silver, 1499: Silver, 1500: Gold} {
		if got := (Card{Lifetime: lifetime}).Tier(); got != want {
			t.Errorf("%d points: %v, want %v", lifetime, got, want)
		}
	}
}

func TestEarn(t *testing.T) {
	c := &Card{Client: "Ms Grey"}
	if got := c.Earn(14250); got != 142 {
		t.Errorf("earned %d", got)
	}
	gold := &Card{Lifetime: 2000}
	if got := gold.Earn(14250); got != 213 {
		t.Errorf("gold earned %d", got)
	}
	if c.Earn(-500) != 0 {
		t.Error("points for a refund")
	}
}

func TestRedeem(t *testing.T) {
	c := &Card{Client: "Ms Grey", Points: 250, Lifetime: 250}
	b := &Bill{Lines: []Line{{Price: 2800}}}
	off, err := c.Redeem(b, 2)
	if err != nil || off != 1000 || b.Total() != 1800 || c.Points != 50 {
		t.Errorf("off %v err %v total %v points %d", off, err, b.Total(), c.Points)
	}
	if _, err := c.Redeem(b, 1); !errors.Is(err, ErrNotEnoughPoints) {
		t.Errorf("got %v", err)
	}
	rich := &Card{Points: 1000}
	if _, err := rich.Redeem(b, 4); err == nil {
		t.Error("vouchers above the bill")
	}
}
