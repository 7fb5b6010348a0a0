// Package money holds amounts in cents and the rounding rules used on payslips.
package money

import "fmt"

// Cents is an amount of money in hundredths of the currency unit.
type Cents int64

// FromUnits converts whole units and hundredths to Cents.
func FromUnits(units, hundredths int64) Cents {
	return Cents(units*100 + hundredths)
}

// MulRate multiplies an amount by a rate expressed in basis points (1/10000),
// rounding half away from zero.
func MulRate(c Cents, basisPoints int64) Cents {
	product := int64(c) * basisPoints
	if product >= 0 {
		return Cents((product + 5000) / 10000)
	}
	return Cents((product - 5000) / 10000)
}

// String formats the amount as 1234.56.
func (c Cents) String() string {
	sign := ""
	v := int64(c)
	if v < 0 {
		sign = "-"
		v = -v
	}
	return fmt.Sprintf("%s%d.%02d", sign, v/100, v%100)
}
