// Package money keeps amounts as integer cents.
package money

import (
	"fmt"
	"strconv"
	"strings"
)

// Cents is an amount of money in hundredths.
type Cents int64

// Parse reads "12", "12.5", "-0.75" as cents.
func Parse(s string) (Cents, error) {
	text := strings.TrimSpace(s)
	neg := strings.HasPrefix(text, "-")
	text = strings.TrimPrefix(text, "-")
	whole, frac, _ := strings.Cut(text, ".")
	if len(frac) > 2 {
		return 0, fmt.Errorf("money: %q has more than two decimals", s)
	}
	frac += strings.Repeat("0", 2-len(frac))
	w, err := strconv.ParseInt(whole, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("money: %q is not an amount", s)
	}
	f, err := strconv.ParseInt(frac, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("money: %q is not an amount", s)
	}
	c := Cents(w*100 + f)
	if neg {
		c = -c
	}
	return c, nil
}

// String formats cents as "-12.50".
func (c Cents) String() string {
	sign := ""
	if c < 0 {
		sign, c = "-", -c
	}
	return fmt.Sprintf("%s%d.%02d", sign, c/100, c%100)
}
