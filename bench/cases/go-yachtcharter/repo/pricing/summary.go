package pricing

import (
	"fmt"
	"strings"
)

// Summary lays the quote out for the customer's e-mail.
func Summary(q Quote) string {
	var b strings.Builder
	width := 0
	for _, l := range q.Lines {
		if len(l.Label) > width {
			width = len(l.Label)
		}
	}
	for _, l := range q.Lines {
		fmt.Fprintf(&b, "%-*s %12s\n", width, l.Label, Euros(l.Amount))
	}
	fmt.Fprintf(&b, "%-*s %12s\n", width, "Total", Euros(q.Total))
	if q.Deposit > 0 {
		fmt.Fprintf(&b, "Security deposit (refundable): %s\n", Euros(q.Deposit))
	}
	return b.String()
}
