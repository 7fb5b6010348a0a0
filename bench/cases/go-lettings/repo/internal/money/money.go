// Package money holds amounts of sterling as whole pence.
package money

import (
	"fmt"
	"strconv"
	"strings"
)

// Pence is an amount of money in pence. Negative amounts are money owed.
type Pence int64

// Pounds builds an amount from whole pounds and pence.
func Pounds(pounds, pence int64) Pence {
	return Pence(pounds*100 + pence)
}

// String formats the amount as £1,234.56, with a leading minus sign for debts.
func (p Pence) String() string {
	sign := ""
	v := int64(p)
	if v < 0 {
		sign = "-"
		v = -v
	}
	whole := strconv.FormatInt(v/100, 10)
	var b strings.Builder
	for i, r := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return fmt.Sprintf("%s£%s.%02d", sign, b.String(), v%100)
}

// Parse reads "£1,234.56", "1234.56" or "1234".
func Parse(s string) (Pence, error) {
	t := strings.ReplaceAll(strings.TrimPrefix(strings.TrimSpace(s), "£"), ",", "")
	whole, frac, hasFrac := strings.Cut(t, ".")
	w, err := strconv.ParseInt(whole, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("money: bad amount %q", s)
	}
	var f int64
	if hasFrac {
		if len(frac) != 2 {
			return 0, fmt.Errorf("money: bad amount %q", s)
		}
		if f, err = strconv.ParseInt(frac, 10, 64); err != nil {
			return 0, fmt.Errorf("money: bad amount %q", s)
		}
	}
	return Pence(w*100 + f), nil
}

// Sum adds amounts.
func Sum(amounts ...Pence) Pence {
	var t Pence
	for _, a := range amounts {
		t += a
	}
	return t
}
