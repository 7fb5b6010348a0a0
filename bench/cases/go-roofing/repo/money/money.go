// Package money holds sterling amounts as whole pence.
package money

import (
	"fmt"
	"math"
	"strings"
)

// Pence is an amount of money in pence. All prices and totals are kept in
// pence so that sums are exact; only the final rounding of a rate or a
// percentage goes through floating point.
type Pence int64

// Pounds makes an amount from a whole number of pounds and pence.
func Pounds(pounds, pence int64) Pence {
	return Pence(pounds*100 + pence)
}

// Times multiplies an amount by a whole quantity.
func (p Pence) Times(n int) Pence {
	return p * Pence(n)
}

// Scale multiplies an amount by a factor and rounds half away from zero to
// the nearest penny.
func (p Pence) Scale(f float64) Pence {
	return Pence(math.Round(float64(p) * f))
}

// Percent returns the given percentage of an amount, in basis points
// (2000 is 20%), rounded half up to the nearest penny.
func (p Pence) Percent(basisPoints int64) Pence {
	v := int64(p) * basisPoints
	if v >= 0 {
		return Pence((v + 5000) / 10000)
	}
	return -Pence((-v + 5000) / 10000)
}

// String formats the amount as pounds with thousands separators, e.g.
// "£12,345.67" or "-£3.05".
func (p Pence) String() string {
	sign := ""
	v := int64(p)
	if v < 0 {
		sign = "-"
		v = -v
	}
	whole := fmt.Sprintf("%d", v/100)
	var b strings.Builder
	for i, c := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return fmt.Sprintf("%s£%s.%02d", sign, b.String(), v%100)
}

// Sum adds up a list of amounts.
func Sum(amounts ...Pence) Pence {
	var t Pence
	for _, a := range amounts {
		t += a
	}
	return t
}
