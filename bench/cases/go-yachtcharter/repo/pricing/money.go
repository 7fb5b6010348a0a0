package pricing

import (
	"fmt"
	"math"
	"strings"
)

// Euros formats an amount in cents as €1,234.56.
func Euros(cents int64) string {
	sign := ""
	if cents < 0 {
		sign = "-"
		cents = -cents
	}
	whole := fmt.Sprintf("%d", cents/100)
	var b strings.Builder
	for i, r := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return fmt.Sprintf("%s€%s.%02d", sign, b.String(), cents%100)
}

// percentOf takes a share of an amount, rounding half away from zero.
func percentOf(cents int64, pct float64) int64 {
	return int64(math.Round(float64(cents) * pct / 100))
}
