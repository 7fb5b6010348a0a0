// Package stock keeps the yard's stock: filled bags on the pallets and the
// loose heaps that the depot tips.
package stock

import (
	"fmt"
	"sort"

	"example.com/coalyard/fuel"
	"example.com/coalyard/order"
)

// Yard is the stock on hand.
type Yard struct {
	bags    map[string]int     // filled bags by product code
	looseKg map[string]float64 // loose heap by product code
}

// NewYard returns an empty yard.
func NewYard() *Yard {
	return &Yard{bags: map[string]int{}, looseKg: map[string]float64{}}
}

// Bags is the number of filled bags of a product.
func (y *Yard) Bags(code string) int { return y.bags[code] }

// LooseKg is the weight on the loose heap of a product.
func (y *Yard) LooseKg(code string) float64 { return y.looseKg[code] }

// AddBags books in filled bags from the supplier.
func (y *Yard) AddBags(code string, n int) {
	y.bags[code] += n
}

// Tip books in a loose load from the depot.
func (y *Yard) Tip(code string, kg float64) {
	y.looseKg[code] += kg
}

// Shortage is a line the yard cannot fill.
type Shortage struct {
	Code string
	Bags int     // bags missing
	Kg   float64 // loose kg missing
}

func (s Shortage) String() string {
	if s.Bags > 0 {
		return fmt.Sprintf("%s short by %d bags", s.Code, s.Bags)
	}
	return fmt.Sprintf("%s short by %.0f kg", s.Code, s.Kg)
}

// Check lists what the yard is short of for the order, without taking stock.
func (y *Yard) Check(o order.Order) []Shortage {
	needBags := map[string]int{}
	needKg := map[string]float64{}
	for _, l := range o.Lines {
		needBags[l.Code] += l.Bags
		needKg[l.Code] += l.LooseKg
	}
	var out []Shortage
	for code, n := range needBags {
		if n > y.bags[code] {
			out = append(out, Shortage{Code: code, Bags: n - y.bags[code]})
		}
	}
	for code, kg := range needKg {
		if kg > y.looseKg[code] {
			out = append(out, Shortage{Code: code, Kg: kg - y.looseKg[code]})
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Code != out[j].Code {
			return out[i].Code < out[j].Code
		}
		return out[i].Bags > out[j].Bags
	})
	return out
}

// Pick takes the order's goods out of stock, or nothing if any are short.
func (y *Yard) Pick(o order.Order) error {
	if short := y.Check(o); len(short) > 0 {
		return fmt.Errorf("stock: cannot pick %s: %v", o.Ref, short)
	}
	for _, l := range o.Lines {
		y.bags[l.Code] -= l.Bags
		y.looseKg[l.Code] -= l.LooseKg
	}
	return nil
}

// Low lists the products with fewer than min filled bags, in code order.
func (y *Yard) Low(c fuel.Catalogue, min int) []string {
	var out []string
	for _, code := range c.Codes() {
		if y.bags[code] < min {
			out = append(out, code)
		}
	}
	return out
}
