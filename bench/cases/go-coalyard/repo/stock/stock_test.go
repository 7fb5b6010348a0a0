package stock

import (
	"reflect"
	"strings"
	"testing"

	"example.com/coalyard/fuel"
	"example.com/coalyard/order"
)

func stocked() *Yard {
	y := NewYard()
	y.AddBags("HC50", 30)
	y.AddBags("OV25", 12)
	y.AddBags("KN03", 50)
	y.Tip("AN25", 2000)
	return y
}

func TestPick(t *testing.T) {
	y := stocked()
	o := order.Order{Ref: "O-1", Lines: []order.Line{{Code: "HC50", Bags: 10}, {Code: "AN25", LooseKg: 750}}}
	if err := y.Pick(o); err != nil {
		t.Fatal(err)
	}
	if y.Bags("HC50") != 20 || y.LooseKg("AN25") != 1250 {
		t.Errorf("after pick: %d bags, %v kg", y.Bags("HC50"), y.LooseKg("AN25"))
	}
}

func TestPickShortTakesNothing(t *testing.T) {
	y := stocked()
	o := order.Order{Ref: "O-2", Lines: []order.Line{{Code: "HC50", Bags: 5}, {Code: "OV25", Bags: 8}, {Code: "OV25", Bags: 8}}}
	err := y.Pick(o)
	if err == nil || !strings.Contains(err.Error(), "OV25 short by 4 bags") {
		t.Fatalf("got %v", err)
	}
	if y.Bags("HC50") != 30 || y.Bags("OV25") != 12 {
		t.Error("stock changed by a failed pick")
	}
}

func TestCheck(t *testing.T) {
	y := stocked()
	o := order.Order{Lines: []order.Line{{Code: "AN25", LooseKg: 2500}, {Code: "KD40", Bags: 2}, {Code: "HC50", Bags: 30}}}
	got := y.Check(o)
	want := []Shortage{{Code: "AN25", Kg: 500}, {Code: "KD40", Bags: 2}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

func TestLow(t *testing.T) {
	got := stocked().Low(fuel.Standard(), 20)
	want := []string{"AN25", "HC25", "KD40", "OV25"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}
