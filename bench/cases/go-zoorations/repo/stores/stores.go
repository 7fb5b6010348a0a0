// Package stores is the food store: what each food comes in, what is on the
// shelves and how much to order.
package stores

import (
	"fmt"
	"math"
	"sort"
)

// Food is a stocked food and how it is bought.
type Food struct {
	Name     string
	PackKg   float64 // what one pack, sack or bale holds; 0 for food not bought in (browse cut on site)
	Supplier string
}

// Bought reports whether the food is ordered from a supplier.
func (f Food) Bought() bool { return f.PackKg > 0 }

// Catalogue is the foods by name.
type Catalogue map[string]Food

// Stock is kilograms on hand per food.
type Stock map[string]float64

// Packs is the number of whole packs that cover kg.
func Packs(kg, packKg float64) int {
	if kg <= 0 {
		return 0
	}
	// Guard against 2.0000000001 packs from summed grams.
	return int(math.Ceil(kg/packKg - 1e-9))
}

// DaysOfCover is how many days the stock lasts at the given daily use.
func DaysOfCover(onHandKg, dailyKg float64) float64 {
	if dailyKg <= 0 {
		return math.Inf(1)
	}
	return onHandKg / dailyKg
}

// OrderLine is one food on an order.
type OrderLine struct {
	Food     string
	Supplier string
	NeedKg   float64 // used over the period
	OnHandKg float64
	Packs    int
	OrderKg  float64
}

// Order works out what to order to cover needKg per food, given the stock on hand.
// Foods not bought in are left out; so are foods with enough on hand.
// Lines come sorted by supplier, then food.
func Order(cat Catalogue, needKg map[string]float64, stock Stock) ([]OrderLine, error) {
	var lines []OrderLine
	for name, need := range needKg {
		food, ok := cat[name]
		if !ok {
			return nil, fmt.Errorf("no catalogue entry for %q", name)
		}
		if !food.Bought() {
			continue
		}
		short := need - stock[name]
		packs := Packs(short, food.PackKg)
		if packs == 0 {
			continue
		}
		lines = append(lines, OrderLine{
			Food:     name,
			Supplier: food.Supplier,
			NeedKg:   need,
			OnHandKg: stock[name],
			Packs:    packs,
			OrderKg:  float64(packs) * food.PackKg,
		})
	}
	sort.Slice(lines, func(i, j int) bool {
		if lines[i].Supplier != lines[j].Supplier {
			return lines[i].Supplier < lines[j].Supplier
		}
		return lines[i].Food < lines[j].Food
	})
	return lines, nil
}
