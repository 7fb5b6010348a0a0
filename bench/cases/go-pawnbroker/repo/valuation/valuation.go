package valuation

import (
	"errors"
	"fmt"

	"pawnbroker/money"
)

// Item is one article taken in pledge.
type Item struct {
	Description string
	Category    Category
	// Grams and Carat describe gold, which is lent on by weight.
	Grams float64
	Carat int
	// Appraised is the appraiser's resale value for everything but gold.
	Appraised money.Pence
	Condition Condition
}

// GoldRates are the shop's buying prices for gold in pence per gram, by carat,
// set each morning.
type GoldRates map[int]money.Pence

// ErrNoRate is returned for gold of a carat the shop has no rate for.
var ErrNoRate = errors.New("valuation: no gold rate for carat")

// loanToValueBP is how much is lent against an item's value, in basis points.
var loanToValueBP = map[Category]int64{
	Gold:        7000,
	Jewellery:   5000,
	Watch:       5000,
	Electronics: 3500,
	Tools:       4000,
	Instrument:  4500,
}

// Melt returns the value of a gold item's weight at the day's rates.
func (r GoldRates) Melt(item Item) (money.Pence, error) {
	rate, ok := r[item.Carat]
	if !ok {
		return 0, fmt.Errorf("%w %d (%s)", ErrNoRate, item.Carat, item.Description)
	}
	return rate.MulFloat(item.Grams), nil
}

// Value returns what the item is worth to the shop: melt value for gold, the
// appraised value scaled by condition for the rest.
func Value(item Item, rates GoldRates) (money.Pence, error) {
	if item.Category == Gold {
		return rates.Melt(item)
	}
	bp, ok := conditionBP[item.Condition]
	if !ok {
		return 0, fmt.Errorf("valuation: unknown condition %d for %s", int(item.Condition), item.Description)
	}
	return item.Appraised.MulBP(bp), nil
}

// LendingValue returns the most the shop lends against one item.
func LendingValue(item Item, rates GoldRates) (money.Pence, error) {
	value, err := Value(item, rates)
	if err != nil {
		return 0, err
	}
	ltv, ok := loanToValueBP[item.Category]
	if !ok {
		return 0, fmt.Errorf("valuation: no lending rate for %s", item.Category)
	}
	return value.MulBP(ltv), nil
}
