package order

import (
	"errors"
	"strings"
	"testing"

	"example.com/coalyard/fuel"
	"example.com/coalyard/pricing"
)

var cat = fuel.Standard()

func townHouse() Customer {
	return Customer{Account: "D1001", Name: "Mrs E. Bagshaw", Kind: Domestic, Postcode: "SK17 6AB"}
}

func TestPriceBaggedDomestic(t *testing.T) {
	o := Order{Ref: "O-1", Customer: townHouse(), Lines: []Line{{Code: "HC50", Bags: 10}}}
	got, err := o.Price(cat)
	if err != nil {
		t.Fatal(err)
	}
	want := Totals{Goods: 21500, Discount: 538, Delivery: 0, Net: 20962, VATRate: 5, VAT: 1048, Gross: 22010, Bags: 10, WeightKg: 500}
	if got != want {
		t.Errorf("got  %+v\nwant %+v", got, want)
	}
}

func TestPriceLooseTradeValley(t *testing.T) {
	c := Customer{Account: "T2002", Name: "Edale Forge", Kind: Trade, Postcode: "S33 7ZA"}
	o := Order{Ref: "O-2", Customer: c, Lines: []Line{{Code: "AN25", LooseKg: 250}, {Code: "KN03", Bags: 4}}}
	got, err := o.Price(cat)
	if err != nil {
		t.Fatal(err)
	}
	// 250 kg anthracite at £610/t = £152.50, 4 kindling nets £13.00, valley delivery £6.50
	if got.Goods != 16550 || got.Discount != 0 || got.Delivery != 650 || got.Net != 17200 {
		t.Errorf("got %+v", got)
	}
	if got.VATRate != 20 || got.VAT != 3440 || got.Gross != 20640 {
		t.Errorf("VAT: got %+v", got)
	}
	if got.WeightKg != 262 {
		t.Errorf("weight %v", got.WeightKg)
	}
}

func TestFreeDeliveryOverWeight(t *testing.T) {
	c := Customer{Account: "D1002", Name: "J. Eyre", Kind: Domestic, Postcode: "HD9 2QT"}
	small := Order{Ref: "O-3", Customer: c, Lines: []Line{{Code: "OV25", Bags: 20}}}
	big := Order{Ref: "O-4", Customer: c, Lines: []Line{{Code: "OV25", Bags: 40}}}
	s, err := small.Price(cat)
	if err != nil {
		t.Fatal(err)
	}
	b, err := big.Price(cat)
	if err != nil {
		t.Fatal(err)
	}
	if s.Delivery != 1500 || b.Delivery != 0 {
		t.Errorf("delivery: 500 kg %v, 1000 kg %v", s.Delivery, b.Delivery)
	}
	if b.Discount != pricing.Percent(57000, 7.5) {
		t.Errorf("40 bag discount %v", b.Discount)
	}
}

func TestSmokeControl(t *testing.T) {
	c := townHouse()
	c.SmokeControl = true
	o := Order{Ref: "O-5", Customer: c, Lines: []Line{{Code: "OV25", Bags: 2}, {Code: "HC25", Bags: 1}}}
	err := o.Validate(cat)
	if err == nil || !strings.Contains(err.Error(), "line 2") || !strings.Contains(err.Error(), "smoke control") {
		t.Fatalf("got %v", err)
	}
	c.ExemptAppliance = true
	o.Customer = c
	if err := o.Validate(cat); err != nil {
		t.Errorf("exempt stove: %v", err)
	}
	trade := Order{Ref: "O-6", Customer: Customer{Kind: Trade, Postcode: "SK17 1AA", SmokeControl: true},
		Lines: []Line{{Code: "HC50", Bags: 1}}}
	if err := trade.Validate(cat); err != nil {
		t.Errorf("trade: %v", err)
	}
}

func TestValidateLines(t *testing.T) {
	cases := map[string]Line{
		"unknown":      {Code: "ZZ01", Bags: 1},
		"no quantity":  {Code: "HC50"},
		"only sold in": {Code: "OV25", LooseKg: 100},
		"negative":     {Code: "HC50", Bags: -1},
	}
	for want, l := range cases {
		o := Order{Customer: townHouse(), Lines: []Line{l}}
		err := o.Validate(cat)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%+v: got %v, want %q", l, err, want)
		}
	}
	if err := (Order{Customer: townHouse()}).Validate(cat); !errors.Is(err, ErrEmpty) {
		t.Errorf("empty order: %v", err)
	}
}

func TestOutOfArea(t *testing.T) {
	c := townHouse()
	c.Postcode = "M1 1AA"
	o := Order{Customer: c, Lines: []Line{{Code: "HC50", Bags: 1}}}
	if _, err := o.Price(cat); err == nil {
		t.Error("priced an order we cannot deliver")
	}
}

func TestDrop(t *testing.T) {
	o := Order{Ref: "O-7", Customer: townHouse(), Lines: []Line{{Code: "KD40", Bags: 3}, {Code: "KN03", Bags: 2}}}
	d, err := o.Drop(cat)
	if err != nil {
		t.Fatal(err)
	}
	if d.Ref != "O-7" || d.Postcode != "SK17 6AB" || d.Kg != 126 {
		t.Errorf("got %+v", d)
	}
}
