// Package money reads and writes amounts held as whole pence.
package money

import (
	"fmt"
	"strconv"
	"strings"
)

// Parse reads an amount such as "12.50", "0.4" or "3" as pence.
func Parse(s string) (int, error) {
	s = strings.TrimSpace(s)
	whole, frac, hasFrac := strings.Cut(s, ".")
	if whole == "" && !hasFrac {
		return 0, fmt.Errorf("money: empty amount")
	}
	if len(frac) > 2 {
		return 0, fmt.Errorf("money: more than two decimals in %q", s)
	}
	pounds := 0
	if whole != "" {
		n, err := strconv.Atoi(whole)
		if err != nil || n < 0 {
			return 0, fmt.Errorf("money: bad amount %q", s)
		}
		pounds = n
	}
	pence := 0
	if frac != "" {
		n, err := strconv.Atoi(frac + strings.Repeat("0", 2-len(frac)))
		if err != nil || n < 0 {
			return 0, fmt.Errorf("money: bad amount %q", s)
		}
		pence = n
	}
	return pounds*100 + pence, nil
}

// Format writes pence as pounds with two decimals, negative amounts with a
// leading minus sign: -1234 is "-12.34".
func Format(pence int) string {
	sign := ""
	if pence < 0 {
		sign = "-"
		pence = -pence
	}
	return fmt.Sprintf("%s%d.%02d", sign, pence/100, pence%100)
}
