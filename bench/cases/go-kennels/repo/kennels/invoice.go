package kennels

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// invoiceWidth is the width of the printed invoice in characters.
const invoiceWidth = 68

// Invoice lays a quote out for printing: a header with the booking, one line
// per charge with the amount right-aligned, and the total.
func Invoice(kennel string, q Quote) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n", kennel)
	fmt.Fprintf(&b, "Booking %s for %s\n", q.Ref, q.Owner)
	fmt.Fprintf(&b, "%s\n", q.Stay)
	b.WriteString(strings.Repeat("-", invoiceWidth) + "\n")
	for _, l := range q.Lines {
		b.WriteString(row(l.Description, l.Amount.String()))
	}
	b.WriteString(strings.Repeat("-", invoiceWidth) + "\n")
	b.WriteString(row("Total", q.Total().String()))
	return b.String()
}

func row(left, right string) string {
	gap := invoiceWidth - utf8.RuneCountInString(left) - utf8.RuneCountInString(right)
	if gap < 1 {
		gap = 1
	}
	return left + strings.Repeat(" ", gap) + right + "\n"
}
