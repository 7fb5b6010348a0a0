// Package money holds sterling amounts in whole pence.
package money

import (
	"fmt"
	"math"
	"strings"
)

// Pence is an amount of sterling in pence.
type Pence int64

// Pound is one pound in pence.
const Pound Pence = 100

// FromPounds converts an amount in pounds to pence, rounding to the nearest penny.
func FromPounds(pounds float64) Pence {
	return Pence(math.Round(pounds * 100))
}

// Pounds returns the amount in pounds.
func (p Pence) Pounds() float64 {
	return float64(p) / 100
}

// MulBP multiplies the amount by a rate in basis points (1/100 of a percent),
// rounding half away from zero.
func (p Pence) MulBP(bp int64) Pence {
	return Pence(math.Round(float64(p) * float64(bp) / 10000))
}

// MulFloat multiplies the amount by f, rounding to the nearest penny.
func (p Pence) MulFloat(f float64) Pence {
	return Pence(math.Round(float64(p) * f))
}

// RoundDown rounds the amount down to a multiple of step. A step of zero or
// less leaves the amount as it is.
func (p Pence) RoundDown(step Pence) Pence {
	if step <= 0 {
		return p
	}
	if p < 0 {
		return -((-p + step - 1) / step * step)
	}
	return p / step * step
}

// Sum adds up amounts.
func Sum(amounts ...Pence) Pence {
	var total Pence
	for _, a := range amounts {
		total += a
	}
	return total
}

// Max returns the larger of two amounts.
func Max(a, b Pence) Pence {
	if a > b {
		return a
	}
	return b
}

// String formats the amount as on a ticket: £1,234.56, or -£3.05.
func (p Pence) String() string {
	sign := ""
	if p < 0 {
		sign = "-"
		p = -p
	}
	pounds := int64(p / 100)
	pence := int64(p % 100)
	digits := fmt.Sprintf("%d", pounds)
	var b strings.Builder
	for i, r := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return fmt.Sprintf("%s£%s.%02d", sign, b.String(), pence)
}
