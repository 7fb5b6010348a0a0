// Package pricing prices tickets: the band of the seat, the concession, the
// group rate and the booking fee.
package pricing

import (
	"fmt"

	"example.com/boxoffice/money"
	"example.com/boxoffice/seating"
)

// Concession is the kind of ticket a customer is entitled to.
type Concession string

const (
	Adult   Concession = "adult"
	Child   Concession = "child"
	Senior  Concession = "senior"
	Student Concession = "student"
)

// GroupSize is the number of tickets in one order from which adult tickets get
// the group rate.
const GroupSize = 10

const (
	groupPercent = 10  // off each adult ticket of a group order
	feePerTicket = 150 // booking fee, in pence
	maxFee       = 600 // the booking fee of one order is capped
)

var bandPrices = map[seating.Band]money.Pence{
	seating.Stalls:  money.Pounds(32, 0),
	seating.Circle:  money.Pounds(26, 0),
	seating.Balcony: money.Pounds(18, 0),
}

// Ticket is one seat of a band, sold at a concession.
type Ticket struct {
	Band       seating.Band
	Concession Concession
}

// TicketPrice is the price of one ticket before any group rate.
func TicketPrice(band seating.Band, c Concession) (money.Pence, error) {
	base, ok := bandPrices[band]
	if !ok {
		return 0, fmt.Errorf("no price for band %q", band)
	}
	switch c {
	case Adult:
		return base, nil
	case Child:
		return base - money.PercentOf(base, 50), nil
	case Senior:
		return base - money.PercentOf(base, 25), nil
	case Student:
		return base - money.PercentOf(base, 20), nil
	}
	return 0, fmt.Errorf("unknown concession %q", c)
}

// Quote is what an order costs.
type Quote struct {
	Tickets       money.Pence // the tickets at their concession prices
	GroupDiscount money.Pence
	Fee           money.Pence
	Total         money.Pence
}

// QuoteOrder prices a whole order.
func QuoteOrder(tickets []Ticket) (Quote, error) {
	var q Quote
	for _, t := range tickets {
		p, err := TicketPrice(t.Band, t.Concession)
		if err != nil {
			return Quote{}, err
		}
		q.Tickets += p
		if len(tickets) >= GroupSize && t.Concession == Adult {
			q.GroupDiscount += money.PercentOf(p, groupPercent)
		}
	}
	q.Fee = feePerTicket * money.Pence(len(tickets))
	if q.Fee > maxFee {
		q.Fee = maxFee
	}
	q.Total = q.Tickets - q.GroupDiscount + q.Fee
	return q, nil
}
