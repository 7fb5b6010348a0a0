package mill

import (
	"fmt"
	"math"
	"sort"
)

// PriceList gives the price of one bag of each flour type, in pence.
type PriceList map[string]map[BagSize]int

// Band is a volume discount: orders of at least MinBags bags get Percent off.
type Band struct {
	MinBags int
	Percent int
}

// Order is a customer's request.
type Order struct {
	Customer string
	Flour    string
	Size     BagSize
	Bags     int
}

// Quote is the priced order, in pence.
type Quote struct {
	Gross    int
	Discount int
	Net      int
}

// PriceOrder prices an order from the list, applying the best band it reaches.
func PriceOrder(o Order, list PriceList, bands []Band) (Quote, error) {
	bySize, ok := list[o.Flour]
	if !ok {
		return Quote{}, fmt.Errorf("no price for %s flour", o.Flour)
	}
	each, ok := bySize[o.Size]
	if !ok {
		return Quote{}, fmt.Errorf("no price for %s flour in %.1f kg bags", o.Flour, float64(o.Size))
	}
	if o.Bags <= 0 {
		return Quote{}, fmt.Errorf("order of %d bags", o.Bags)
	}
	gross := each * o.Bags
	pct := 0
	sorted := append([]Band(nil), bands...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].MinBags < sorted[j].MinBags })
	for _, b := range sorted {
		if o.Bags >= b.MinBags {
			pct = b.Percent
		}
	}
	discount := int(math.Round(float64(gross*pct) / 100))
	return Quote{Gross: gross, Discount: discount, Net: gross - discount}, nil
}

// Pounds formats pence as £x.yy.
func Pounds(pence int) string {
	sign := ""
	if pence < 0 {
		sign = "-"
		pence = -pence
	}
	return fmt.Sprintf("%s£%d.%02d", sign, pence/100, pence%100)
}
