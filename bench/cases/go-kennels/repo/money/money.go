// Package money holds sterling amounts as whole pence.
package money

import (
	"fmt"
	"strings"
)

// Pence is an amount of money in pence. Negative amounts are credits.
type Pence int64

// Pounds makes an amount from pounds and pence, e.g. Pounds(28, 50) is £28.50.
func Pounds(pounds, pence int64) Pence {
	return Pence(pounds*100 + pence)
}

// Times multiplies an amount by a count (nights, walks, dogs).
func (p Pence) Times(n int) Pence {
	return p * Pence(n)
}

// Percent returns pct per cent of p, rounded half away from zero to the penny.
func (p Pence) Percent(pct int) Pence {
	v := int64(p) * int64(pct)
	if v >= 0 {
		return Pence((v + 50) / 100)
	}
	return -Pence((-v + 50) / 100)
}

// String formats the amount as £1,234.56, with a leading minus sign for credits.
func (p Pence) String() string {
	sign := ""
	v := int64(p)
	if v < 0 {
		sign = "-"
		v = -v
	}
	return fmt.Sprintf("%s£%s.%02d", sign, groupThousands(v/100), v%100)
}

func groupThousands(n int64) string {
	s := fmt.Sprintf("%d", n)
	if len(s) <= 3 {
		return s
	}
	var b strings.Builder
	lead := len(s) % 3
	if lead > 0 {
		b.WriteString(s[:lead])
	}
	for i := lead; i < len(s); i += 3 {
		if b.Len() > 0 {
			b.WriteByte(',')
		}
		b.WriteString(s[i : i+3])
	}
	return b.String()
}

// Sum adds up a list of amounts.
func Sum(amounts ...Pence) Pence {
	var total Pence
	for _, a := range amounts {
		total += a
	}
	return total
}
