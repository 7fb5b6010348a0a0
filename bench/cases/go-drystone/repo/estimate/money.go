package estimate

import (
	"fmt"
	"strings"
)

// Pence is an amount of money in pence.
type Pence int64

// String formats the amount as pounds, with thousands separated: £1,234.56.
func (p Pence) String() string {
	sign := ""
	if p < 0 {
		sign = "-"
		p = -p
	}
	pounds := fmt.Sprintf("%d", int64(p)/100)
	var b strings.Builder
	for i, r := range pounds {
		if i > 0 && (len(pounds)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return fmt.Sprintf("%s£%s.%02d", sign, b.String(), int64(p)%100)
}
