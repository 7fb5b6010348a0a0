package pay

import (
	"fmt"
	"strings"
)

// Format writes cents as dollars with thousands separators: $12,345.67.
func Format(cents int) string {
	sign := ""
	if cents < 0 {
		sign = "-"
		cents = -cents
	}
	dollars := fmt.Sprintf("%d", cents/100)
	var b strings.Builder
	for i, r := range dollars {
		if i > 0 && (len(dollars)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return fmt.Sprintf("%s$%s.%02d", sign, b.String(), cents%100)
}
