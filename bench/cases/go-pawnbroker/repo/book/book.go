// Package book is the shop's pledge book: offers, new pledges, redemptions
// and the day's takings.
package book

import (
	"errors"
	"fmt"
	"sort"
	"time"

	"pawnbroker/money"
	"pawnbroker/pledge"
	"pawnbroker/valuation"
)

// Terms are the shop's standard loan terms.
type Terms struct {
	MonthlyRateBP int64
	TermMonths    int
	// OfferStep is what offers are rounded down to.
	OfferStep money.Pence
	// MaxLoan is the most lent on one ticket.
	MaxLoan money.Pence
}

// DefaultTerms are six months at 6.5% a month, offers in £5 steps up to £5,000.
var DefaultTerms = Terms{MonthlyRateBP: 650, TermMonths: 6, OfferStep: 5 * money.Pound, MaxLoan: 5000 * money.Pound}

var (
	ErrNoItems       = errors.New("book: no goods offered")
	ErrOverOffer     = errors.New("book: loan above the offer")
	ErrUnknownTicket = errors.New("book: no such ticket")
)

// EntryKind is the kind of a cash book entry.
type EntryKind int

const (
	Lent EntryKind = iota
	Repaid
)

// Entry is one movement of cash over the counter.
type Entry struct {
	Day       time.Time
	Ticket    int
	Kind      EntryKind
	Principal money.Pence
	Interest  money.Pence
}

// Book holds the shop's pledges and cash entries.
type Book struct {
	Terms   Terms
	Rates   valuation.GoldRates
	next    int
	pledges map[int]*pledge.Pledge
	entries []Entry
}

// New opens a pledge book whose tickets start at first.
func New(terms Terms, rates valuation.GoldRates, first int) *Book {
	return &Book{Terms: terms, Rates: rates, next: first, pledges: map[int]*pledge.Pledge{}}
}

// Offer is the most the shop will lend against the goods.
func (b *Book) Offer(items ...valuation.Item) (money.Pence, error) {
	if len(items) == 0 {
		return 0, ErrNoItems
	}
	var total money.Pence
	for _, item := range items {
		v, err := valuation.LendingValue(item, b.Rates)
		if err != nil {
			return 0, err
		}
		total += v
	}
	if b.Terms.MaxLoan > 0 && total > b.Terms.MaxLoan {
		total = b.Terms.MaxLoan
	}
	return total.RoundDown(b.Terms.OfferStep), nil
}

// Take writes a new pledge for the amount the customer asks, which may not be
// above the offer.
func (b *Book) Take(customer string, on time.Time, amount money.Pence, items ...valuation.Item) (*pledge.Pledge, error) {
	offer, err := b.Offer(items...)
	if err != nil {
		return nil, err
	}
	if amount > offer {
		return nil, fmt.Errorf("%w: asked %v, offer %v", ErrOverOffer, amount, offer)
	}
	p := pledge.New(b.next, customer, on, amount, b.Terms.MonthlyRateBP, b.Terms.TermMonths, items...)
	b.next++
	b.pledges[p.Ticket] = p
	b.entries = append(b.entries, Entry{Day: pledge.Day(on), Ticket: p.Ticket, Kind: Lent, Principal: amount})
	return p, nil
}

// Get finds a pledge by ticket.
func (b *Book) Get(ticket int) (*pledge.Pledge, error) {
	p, ok := b.pledges[ticket]
	if !ok {
		return nil, fmt.Errorf("%w: %d", ErrUnknownTicket, ticket)
	}
	return p, nil
}

// Quote is what redeems a ticket on the given day.
func (b *Book) Quote(ticket int, on time.Time) (money.Pence, error) {
	p, err := b.Get(ticket)
	if err != nil {
		return 0, err
	}
	if p.Status != pledge.Active {
		return 0, pledge.ErrNotActive
	}
	return p.Owed(on), nil
}

// Redeem takes payment for a ticket and gives the goods back.
func (b *Book) Redeem(ticket int, on time.Time, paid money.Pence) error {
	p, err := b.Get(ticket)
	if err != nil {
		return err
	}
	interest, err := p.Redeem(on, paid)
	if err != nil {
		return err
	}
	b.entries = append(b.entries, Entry{Day: pledge.Day(on), Ticket: ticket, Kind: Repaid, Principal: p.Principal, Interest: interest})
	return nil
}

// Overdue lists the active pledges past their due date, by ticket.
func (b *Book) Overdue(on time.Time) []*pledge.Pledge {
	var out []*pledge.Pledge
	for _, p := range b.pledges {
		if p.Status == pledge.Active && pledge.Day(on).After(p.Due()) {
			out = append(out, p)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Ticket < out[j].Ticket })
	return out
}

// Takings is the day's cash over the counter.
type Takings struct {
	Lent     money.Pence
	Repaid   money.Pence
	Interest money.Pence
}

// Net is the cash the till gained (negative when more went out than came in).
func (t Takings) Net() money.Pence {
	return t.Repaid + t.Interest - t.Lent
}

// TakingsOn adds up the cash entries of one day.
func (b *Book) TakingsOn(day time.Time) Takings {
	day = pledge.Day(day)
	var t Takings
	for _, e := range b.entries {
		if !e.Day.Equal(day) {
			continue
		}
		switch e.Kind {
		case Lent:
			t.Lent += e.Principal
		case Repaid:
			t.Repaid += e.Principal
			t.Interest += e.Interest
		}
	}
	return t
}
