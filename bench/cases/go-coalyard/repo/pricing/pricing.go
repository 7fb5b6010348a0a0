// Package pricing holds money, VAT and the quantity price breaks.
package pricing

import "fmt"

// Money is an amount in pence.
type Money int64

func (m Money) String() string {
	sign := ""
	if m < 0 {
		sign = "-"
		m = -m
	}
	return fmt.Sprintf("%s£%d.%02d", sign, m/100, m%100)
}

// VAT rates in percent. Coal, logs and other fuel for a home is charged at
// the reduced rate; a business pays the standard rate.
const (
	ReducedRate  = 5
	StandardRate = 20
)

// Percent returns pct percent of m, rounded to the nearest penny (halves up).
func Percent(m Money, pct float64) Money {
	v := float64(m) * pct / 100
	if v < 0 {
		return -Money(-v + 0.5)
	}
	return Money(v + 0.5)
}

// VAT is the tax on a net amount at a rate in percent.
func VAT(net Money, rate int) Money {
	return Percent(net, float64(rate))
}

// Break is a discount for buying at least MinBags bags in one order.
type Break struct {
	MinBags int
	Percent float64
}

// Breaks are the price breaks, largest first.
var Breaks = []Break{
	{MinBags: 40, Percent: 7.5},
	{MinBags: 20, Percent: 5},
	{MinBags: 10, Percent: 2.5},
}

// BreakFor is the discount percentage for an order of this many bags.
func BreakFor(bags int) float64 {
	for _, b := range Breaks {
		if bags >= b.MinBags {
			return b.Percent
		}
	}
	return 0
}

// Discount is the money off goods worth net bought as this many bags.
func Discount(net Money, bags int) Money {
	return Percent(net, BreakFor(bags))
}

// PerTonne prices kg of loose fuel at a price per tonne.
func PerTonne(price Money, kg float64) Money {
	return Money(float64(price)*kg/1000 + 0.5)
}
