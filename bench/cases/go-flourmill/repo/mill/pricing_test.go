package mill

import "testing"

var prices = PriceList{
	"white":     {Bag25: 2150, Bag16: 1480, Bag1_5: 240},
	"wholemeal": {Bag25: 1990, Bag16: 1390},
}

var bands = []Band{{MinBags: 40, Percent: 5}, {MinBags: 10, Percent: 2}, {MinBags: 120, Percent: 8}}

func TestPriceOrder(t *testing.T) {
	q, err := PriceOrder(Order{Customer: "Crumb & Co", Flour: "white", Size: Bag25, Bags: 45}, prices, bands)
	if err != nil {
		t.Fatal(err)
	}
	want := Quote{Gross: 96750, Discount: 4838, Net: 91912}
	if q != want {
		t.Errorf("quote = %+v, want %+v", q, want)
	}
	q, _ = PriceOrder(Order{Flour: "wholemeal", Size: Bag16, Bags: 3}, prices, bands)
	if q.Discount != 0 || q.Net != 4170 {
		t.Errorf("small order = %+v", q)
	}
}

func TestPriceOrderErrors(t *testing.T) {
	for _, o := range []Order{
		{Flour: "rye", Size: Bag25, Bags: 1},
		{Flour: "wholemeal", Size: Bag1_5, Bags: 1},
		{Flour: "white", Size: Bag25, Bags: 0},
	} {
		if _, err := PriceOrder(o, prices, bands); err == nil {
			t.Errorf("%+v accepted", o)
		}
	}
}

func TestPounds(t *testing.T) {
	for pence, want := range map[int]string{91912: "£919.12", 5: "£0.05", -250: "-£2.50"} {
		if got := Pounds(pence); got != want {
			t.Errorf("Pounds(%d) = %q, want %q", pence, got, want)
		}
	}
}
