package pledge

import (
	"fmt"
	"math"
	"strings"
)

// APR is the annual percentage rate of a monthly rate in basis points,
// compounded over twelve months, to one decimal place.
func APR(monthlyBP int64) float64 {
	r := float64(monthlyBP) / 10000
	apr := (math.Pow(1+r, 12) - 1) * 100
	return math.Round(apr*10) / 10
}

// TicketText is the pawn ticket handed to the customer.
func (p *Pledge) TicketText() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Pawn ticket %d\n", p.Ticket)
	fmt.Fprintf(&b, "Customer: %s\n", p.Customer)
	fmt.Fprintf(&b, "Taken: %s\n", p.Start.Format("2 Jan 2006"))
	for i, item := range p.Items {
		detail := item.Category.String()
		if item.Carat > 0 {
			detail = fmt.Sprintf("%dct %s, %.1f g", item.Carat, detail, item.Grams)
		}
		fmt.Fprintf(&b, "  %d. %s (%s)\n", i+1, item.Description, detail)
	}
	fmt.Fprintf(&b, "Loan: %v at %.2f%% a month (APR %.1f%%)\n", p.Principal, float64(p.MonthlyRateBP)/100, APR(p.MonthlyRateBP))
	fmt.Fprintf(&b, "Redeem by: %s (grace to %s)\n", p.Due().Format("2 Jan 2006"), p.ForfeitableFrom().AddDate(0, 0, -1).Format("2 Jan 2006"))
	fmt.Fprintf(&b, "To redeem on the due date: %v\n", p.Owed(p.Due()))
	return b.String()
}
