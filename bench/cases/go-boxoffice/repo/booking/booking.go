// Package booking sells seats: it checks them against the house, prices the
// order and writes the receipt.
package booking

import (
	"fmt"
	"strings"

	"example.com/boxoffice/money"
	"example.com/boxoffice/pricing"
	"example.com/boxoffice/seating"
)

// Request asks for one seat at one concession.
type Request struct {
	Seat       string
	Concession pricing.Concession
}

// Receipt is a completed sale.
type Receipt struct {
	Seats []seating.Seat
	Quote pricing.Quote
}

// Book sells the requested seats of the house, all of them or none.
func Book(h *seating.House, reqs []Request) (Receipt, error) {
	if len(reqs) == 0 {
		return Receipt{}, fmt.Errorf("nothing to book")
	}
	var r Receipt
	tickets := make([]pricing.Ticket, 0, len(reqs))
	for _, req := range reqs {
		s, err := seating.ParseSeat(req.Seat)
		if err != nil {
			return Receipt{}, err
		}
		band, err := h.BandOf(s)
		if err != nil {
			return Receipt{}, err
		}
		r.Seats = append(r.Seats, s)
		tickets = append(tickets, pricing.Ticket{Band: band, Concession: req.Concession})
	}
	q, err := pricing.QuoteOrder(tickets)
	if err != nil {
		return Receipt{}, err
	}
	if err := h.Take(r.Seats...); err != nil {
		return Receipt{}, err
	}
	r.Quote = q
	return r, nil
}

// Text renders the receipt for the customer.
func (r Receipt) Text() string {
	var b strings.Builder
	labels := make([]string, len(r.Seats))
	for i, s := range r.Seats {
		labels[i] = s.String()
	}
	fmt.Fprintf(&b, "Seats:    %s\n", strings.Join(labels, " "))
	fmt.Fprintf(&b, "Tickets:  %s\n", money.FormatPence(r.Quote.Tickets))
	if r.Quote.GroupDiscount > 0 {
		fmt.Fprintf(&b, "Group:   -%s\n", money.FormatPence(r.Quote.GroupDiscount))
	}
	fmt.Fprintf(&b, "Fee:      %s\n", money.FormatPence(r.Quote.Fee))
	fmt.Fprintf(&b, "Total:    %s\n", money.FormatPence(r.Quote.Total))
	return b.String()
}
