package valuation

import (
	"errors"
	"testing"

	"pawnbroker/money"
)

var rates = GoldRates{9: 1480, 18: 2960, 22: 3615}

func TestMelt(t *testing.T) {
	chain := Item{Description: "curb chain", Category: Gold, Grams: 12.5, Carat: 9}
	got, err := rates.Melt(chain)
	if err != nil {
		t.Fatal(err)
	}
	if want := money.Pence(18500); got != want {
		t.Errorf("Melt = %v, want %v", got, want)
	}
	_, err = rates.Melt(Item{Description: "ring", Category: Gold, Grams: 3, Carat: 14})
	if !errors.Is(err, ErrNoRate) {
		t.Errorf("14ct ring: err = %v, want ErrNoRate", err)
	}
}

func TestLendingValue(t *testing.T) {
	cases := []struct {
		item Item
		want money.Pence
	}{
		{Item{Description: "bangle", Category: Gold, Grams: 20, Carat: 22}, 50610},
		{Item{Description: "Seiko", Category: Watch, Appraised: 30000, Condition: Good}, 13500},
		{Item{Description: "drill", Category: Tools, Appraised: 9000, Condition: Fair}, 2700},
		{Item{Description: "laptop", Category: Electronics, Appraised: 40000, Condition: Excellent}, 14000},
		{Item{Description: "violin", Category: Instrument, Appraised: 120000, Condition: Poor}, 27000},
	}
	for _, c := range cases {
		got, err := LendingValue(c.item, rates)
		if err != nil {
			t.Errorf("%s: %v", c.item.Description, err)
			continue
		}
		if got != c.want {
			t.Errorf("%s: lending value %v, want %v", c.item.Description, got, c.want)
		}
	}
}

func TestUnknownCondition(t *testing.T) {
	_, err := Value(Item{Description: "tv", Category: Electronics, Appraised: 100, Condition: Condition(9)}, rates)
	if err == nil {
		t.Error("want an error for an unknown condition")
	}
}

func TestParseCategory(t *testing.T) {
	for _, s := range []string{"Gold", " watch ", "TOOLS"} {
		if _, err := ParseCategory(s); err != nil {
			t.Errorf("ParseCategory(%q): %v", s, err)
		}
	}
	if _, err := ParseCategory("livestock"); err == nil {
		t.Error("ParseCategory(livestock): want an error")
	}
	if got := Instrument.String(); got != "instrument" {
		t.Errorf("Instrument.String() = %q", got)
	}
	if got := Fair.String(); got != "fair" {
		t.Errorf("Fair.String() = %q", got)
	}
}
