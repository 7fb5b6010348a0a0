package invoice

import (
	"testing"

	"example.com/coalyard/fuel"
	"example.com/coalyard/order"
)

func TestRender(t *testing.T) {
	o := order.Order{
		Ref:      "O-1042",
		Customer: order.Customer{Account: "D1001", Name: "Mrs E. Bagshaw", Postcode: "SK22 4AA"},
		Lines:    []order.Line{{Code: "HC50", Bags: 6}, {Code: "KN03", Bags: 4}},
	}
	got, err := Render(o, fuel.Standard())
	if err != nil {
		t.Fatal(err)
	}
	want := `Invoice O-1042
Mrs E. Bagshaw (D1001), SK22 4AA
--------------------------------------------
6 x Doubles house coal 50kg          £129.00
4 x Kindling net 3kg                  £13.00
Discount 10 bags                      -£3.55
Delivery                               £6.50
--------------------------------------------
Net                                  £144.95
VAT 5%                                 £7.25
Total                                £152.20
Weight 312kg
`
	if got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

func TestRenderFreeDeliveryAndLoose(t *testing.T) {
	o := order.Order{
		Ref:      "O-1043",
		Customer: order.Customer{Account: "T2002", Name: "Edale Forge", Kind: order.Trade, Postcode: "SK17 9DN"},
		Lines:    []order.Line{{Code: "AN25", LooseKg: 500}},
	}
	got, err := Render(o, fuel.Standard())
	if err != nil {
		t.Fatal(err)
	}
	want := `Invoice O-1043
Edale Forge (T2002), SK17 9DN
--------------------------------------------
Anthracite large nuts loose 500kg    £305.00
Delivery                                free
--------------------------------------------
Net                                  £305.00
VAT 20%                               £61.00
Total                                £366.00
Weight 500kg
`
	if got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}
