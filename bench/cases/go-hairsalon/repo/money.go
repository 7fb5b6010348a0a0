package hairsalon

import "fmt"

// Pence is an amount of money in pence. Prices on the menu include VAT.
type Pence int64

// VATRate is the standard rate, in percent, included in every price.
const VATRate = 20

// String formats the amount as pounds, e.g. £42.50 or -£3.00.
func (p Pence) String() string {
	sign := ""
	if p < 0 {
		sign = "-"
		p = -p
	}
	return fmt.Sprintf("%s£%d.%02d", sign, p/100, p%100)
}

// VAT returns the VAT included in a gross amount, rounded to the nearest penny.
func (p Pence) VAT() Pence {
	// gross * rate / (100 + rate), rounded half up
	num := int64(p) * VATRate
	den := int64(100 + VATRate)
	return Pence((num*2 + den) / (den * 2))
}

// Net returns the amount without its VAT.
func (p Pence) Net() Pence {
	return p - p.VAT()
}

// Percent returns pct percent of the amount, rounded to the nearest penny.
func (p Pence) Percent(pct int) Pence {
	v := int64(p) * int64(pct)
	if v >= 0 {
		return Pence((v + 50) / 100)
	}
	return Pence((v - 50) / 100)
}

// Pounds converts a whole number of pounds.
func Pounds(n int) Pence {
	return Pence(n * 100)
}
