package stores

import (
	"math"
	"reflect"
	"testing"
)

var catalogue = Catalogue{
	"horse meat": {Name: "horse meat", PackKg: 10, Supplier: "Dalby Meats"},
	"pellets":    {Name: "pellets", PackKg: 20, Supplier: "Mazuri"},
	"insects":    {Name: "insects", PackKg: 0.5, Supplier: "Livefood UK"},
	"browse":     {Name: "browse"},
}

func TestPacks(t *testing.T) {
	cases := []struct {
		kg, pack float64
		want     int
	}{
		{0, 10, 0},
		{-3, 10, 0},
		{10, 10, 1},
		{10.01, 10, 2},
		{0.84 - 0.2, 0.5, 2},
		{0.1 + 0.2 + 0.7, 0.5, 2},
	}
	for _, c := range cases {
		if got := Packs(c.kg, c.pack); got != c.want {
			t.Errorf("Packs(%v, %v) = %d, want %d", c.kg, c.pack, got, c.want)
		}
	}
}

func TestDaysOfCover(t *testing.T) {
	if got := DaysOfCover(21, 10.5); got != 2 {
		t.Errorf("DaysOfCover(21, 10.5) = %v, want 2", got)
	}
	if got := DaysOfCover(5, 0); !math.IsInf(got, 1) {
		t.Errorf("DaysOfCover(5, 0) = %v, want +Inf", got)
	}
}

func TestOrder(t *testing.T) {
	need := map[string]float64{"horse meat": 63, "pellets": 25.2, "insects": 0.84, "browse": 42}
	stock := Stock{"horse meat": 12, "pellets": 30, "insects": 0.2}
	got, err := Order(catalogue, need, stock)
	if err != nil {
		t.Fatal(err)
	}
	want := []OrderLine{
		{Food: "horse meat", Supplier: "Dalby Meats", NeedKg: 63, OnHandKg: 12, Packs: 6, OrderKg: 60},
		{Food: "insects", Supplier: "Livefood UK", NeedKg: 0.84, OnHandKg: 0.2, Packs: 2, OrderKg: 1},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Order() =\n%+v\nwant\n%+v", got, want)
	}
}

func TestOrderUnknownFood(t *testing.T) {
	if _, err := Order(catalogue, map[string]float64{"fish": 3}, nil); err == nil {
		t.Error("Order with a food not in the catalogue succeeded")
	}
}
