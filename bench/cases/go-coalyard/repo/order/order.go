// Package order prices a customer's order: goods, price breaks, delivery and VAT.
package order

import (
	"errors"
	"fmt"

	"example.com/coalyard/delivery"
	"example.com/coalyard/fuel"
	"example.com/coalyard/pricing"
)

// CustomerKind decides the VAT rate.
type CustomerKind int

const (
	Domestic CustomerKind = iota
	Trade
)

// Customer is an account at the yard.
type Customer struct {
	Account  string
	Name     string
	Kind     CustomerKind
	Postcode string
	// SmokeControl is set for addresses inside a smoke control area, where
	// only authorised fuels may be burnt unless the stove is exempt.
	SmokeControl    bool
	ExemptAppliance bool
}

// Line is one product on an order, either a number of bags or a loose weight.
type Line struct {
	Code    string
	Bags    int
	LooseKg float64
}

// Order is what the customer asked for.
type Order struct {
	Ref      string
	Customer Customer
	Lines    []Line
}

// Totals is a priced order.
type Totals struct {
	Goods    pricing.Money // before discount
	Discount pricing.Money
	Delivery pricing.Money
	Net      pricing.Money
	VATRate  int
	VAT      pricing.Money
	Gross    pricing.Money
	Bags     int
	WeightKg float64
}

// ErrEmpty is returned for an order with no lines.
var ErrEmpty = errors.New("order: nothing ordered")

// VATRate is the rate the customer pays on fuel.
func (c Customer) VATRate() int {
	if c.Kind == Trade {
		return pricing.StandardRate
	}
	return pricing.ReducedRate
}

// Validate checks the order against the price list and the smoke control rules.
func (o Order) Validate(c fuel.Catalogue) error {
	if len(o.Lines) == 0 {
		return ErrEmpty
	}
	for i, l := range o.Lines {
		p, err := c.Lookup(l.Code)
		if err != nil {
			return fmt.Errorf("line %d: %w", i+1, err)
		}
		switch {
		case l.Bags < 0 || l.LooseKg < 0:
			return fmt.Errorf("line %d: negative quantity", i+1)
		case l.Bags == 0 && l.LooseKg == 0:
			return fmt.Errorf("line %d: no quantity", i+1)
		case l.LooseKg > 0 && !p.SoldLoose():
			return fmt.Errorf("line %d: %s is only sold in bags", i+1, p.Code)
		}
		if o.Customer.Kind == Domestic && o.Customer.SmokeControl &&
			!o.Customer.ExemptAppliance && !p.Kind.Authorised() {
			return fmt.Errorf("line %d: %s (%s) cannot be sold into a smoke control area", i+1, p.Name, p.Kind)
		}
	}
	return nil
}

// Price validates and prices the order. The price breaks apply to bagged
// goods only; loose loads are already priced by the tonne.
func (o Order) Price(c fuel.Catalogue) (Totals, error) {
	if err := o.Validate(c); err != nil {
		return Totals{}, err
	}
	var t Totals
	var bagged pricing.Money
	for _, l := range o.Lines {
		p, _ := c.Lookup(l.Code)
		if l.Bags > 0 {
			bagged += pricing.Money(p.BagPrice) * pricing.Money(l.Bags)
			t.Bags += l.Bags
			t.WeightKg += p.BagKg * float64(l.Bags)
		}
		if l.LooseKg > 0 {
			t.Goods += pricing.PerTonne(pricing.Money(p.TonnePrice), l.LooseKg)
			t.WeightKg += l.LooseKg
		}
	}
	t.Goods += bagged
	t.Discount = pricing.Discount(bagged, t.Bags)
	zone, err := delivery.ZoneFor(o.Customer.Postcode)
	if err != nil {
		return Totals{}, err
	}
	t.Delivery = zone.ChargeFor(t.WeightKg)
	t.Net = t.Goods - t.Discount + t.Delivery
	t.VATRate = o.Customer.VATRate()
	t.VAT = pricing.VAT(t.Net, t.VATRate)
	t.Gross = t.Net + t.VAT
	return t, nil
}

// Drop is the order as a load for the lorry.
func (o Order) Drop(c fuel.Catalogue) (delivery.Drop, error) {
	t, err := o.Price(c)
	if err != nil {
		return delivery.Drop{}, err
	}
	return delivery.Drop{Ref: o.Ref, Postcode: o.Customer.Postcode, Kg: t.WeightKg}, nil
}
