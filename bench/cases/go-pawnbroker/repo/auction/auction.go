// Package auction settles forfeited pledges sold at the saleroom.
package auction

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"pawnbroker/money"
	"pawnbroker/pledge"
)

const (
	// CommissionBP is the saleroom's commission on the hammer price.
	CommissionBP = 1500
	// LotFee is charged for every lot.
	LotFee money.Pence = 5 * money.Pound
)

var ErrNotForfeited = errors.New("auction: pledge has not been forfeited")

// Settlement is the account of one forfeited pledge sold at auction.
type Settlement struct {
	Ticket    int
	Customer  string
	Hammer    money.Pence
	Costs     money.Pence
	Net       money.Pence
	Owed      money.Pence
	Surplus   money.Pence // due to the customer
	Shortfall money.Pence // the shop's loss
	SaleDate  time.Time
}

// Costs are what the saleroom keeps from a hammer price.
func Costs(hammer money.Pence) money.Pence {
	return hammer.MulBP(CommissionBP) + LotFee
}

// Settle accounts for the sale of a forfeited pledge. The amount owed is
// reckoned to the sale date; anything the sale fetches above it, after the
// saleroom's costs, belongs to the customer.
func Settle(p *pledge.Pledge, hammer money.Pence, sold time.Time) (Settlement, error) {
	if p.Status != pledge.Forfeited {
		return Settlement{}, fmt.Errorf("%w: ticket %d is %v", ErrNotForfeited, p.Ticket, p.Status)
	}
	costs := Costs(hammer)
	net := hammer - costs
	owed := p.Owed(sold)
	s := Settlement{
		Ticket:   p.Ticket,
		Customer: p.Customer,
		Hammer:   hammer,
		Costs:    costs,
		Net:      net,
		Owed:     owed,
		SaleDate: pledge.Day(sold),
	}
	if net > owed {
		s.Surplus = net - owed
	} else {
		s.Shortfall = owed - net
	}
	return s, nil
}

// Statement lists a sale's settlements for the saleroom file, by ticket.
func Statement(settlements []Settlement) string {
	sorted := append([]Settlement(nil), settlements...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].Ticket < sorted[j].Ticket })
	var b strings.Builder
	var surplus, shortfall money.Pence
	for _, s := range sorted {
		fmt.Fprintf(&b, "%d %-12s hammer %10v net %10v owed %10v", s.Ticket, s.Customer, s.Hammer, s.Net, s.Owed)
		if s.Surplus > 0 {
			fmt.Fprintf(&b, " surplus %v", s.Surplus)
		}
		if s.Shortfall > 0 {
			fmt.Fprintf(&b, " shortfall %v", s.Shortfall)
		}
		b.WriteByte('\n')
		surplus += s.Surplus
		shortfall += s.Shortfall
	}
	fmt.Fprintf(&b, "Surplus to customers %v, shortfall %v\n", surplus, shortfall)
	return b.String()
}
