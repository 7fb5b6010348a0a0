// Package valuation prices the goods a customer offers as security for a loan.
package valuation

import (
	"fmt"
	"strings"
)

// Category is the kind of goods, which decides how they are valued and how
// much is lent against them.
type Category int

const (
	Gold Category = iota
	Jewellery
	Watch
	Electronics
	Tools
	Instrument
)

var categoryNames = map[Category]string{
	Gold:        "gold",
	Jewellery:   "jewellery",
	Watch:       "watch",
	Electronics: "electronics",
	Tools:       "tools",
	Instrument:  "instrument",
}

func (c Category) String() string {
	if name, ok := categoryNames[c]; ok {
		return name
	}
	return fmt.Sprintf("Category(%d)", int(c))
}

// ParseCategory reads a category name as written on the pledge form.
func ParseCategory(s string) (Category, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	for c, name := range categoryNames {
		if name == s {
			return c, nil
		}
	}
	return 0, fmt.Errorf("valuation: unknown category %q", s)
}

// Condition is the appraiser's grade for second-hand goods.
type Condition int

const (
	Excellent Condition = iota
	Good
	Fair
	Poor
)

// conditionBP is the share of the appraised resale value that counts for each
// grade, in basis points.
var conditionBP = map[Condition]int64{
	Excellent: 10000,
	Good:      9000,
	Fair:      7500,
	Poor:      5000,
}

func (c Condition) String() string {
	switch c {
	case Excellent:
		return "excellent"
	case Good:
		return "good"
	case Fair:
		return "fair"
	case Poor:
		return "poor"
	}
	return fmt.Sprintf("Condition(%d)", int(c))
}
