// Package money holds amounts of sterling as whole pence.
package money

import "fmt"

// Pence is an amount of money in pence.
type Pence int64

// Pounds builds an amount from pounds and pence.
func Pounds(pounds, pence int64) Pence {
	return Pence(pounds*100 + pence)
}

// PercentOf returns pct percent of p, rounded half up to the penny.
func PercentOf(p Pence, pct int64) Pence {
	return Pence((int64(p)*pct + 50) / 100)
}

// FormatPence renders an amount as pounds, like £12.50.
func FormatPence(p Pence) string {
	return fmt.Sprintf("£%d.%02d", int64(p)/100, int64(p)%100)
}
