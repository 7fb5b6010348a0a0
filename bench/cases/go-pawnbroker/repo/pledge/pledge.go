// Package pledge keeps a single pawn loan: the goods, the money lent, the
// interest running on it and how it ends.
package pledge

import (
	"errors"
	"fmt"
	"time"

	"pawnbroker/money"
	"pawnbroker/valuation"
)

// Status is where a pledge stands.
type Status int

const (
	Active Status = iota
	Redeemed
	Forfeited
)

func (s Status) String() string {
	switch s {
	case Active:
		return "active"
	case Redeemed:
		return "redeemed"
	case Forfeited:
		return "forfeited"
	}
	return fmt.Sprintf("Status(%d)", int(s))
}

const (
	// MinimumDays is the least interest is charged for: a month.
	MinimumDays = 30
	// GraceDays run after the due date before the goods can be forfeited.
	GraceDays = 14
	// SmallLoan is the largest loan whose goods simply become the shop's on
	// forfeit; goods pledged for more must be sold and any surplus paid over.
	SmallLoan money.Pence = 75 * money.Pound
)

var (
	ErrNotActive   = errors.New("pledge: not active")
	ErrShortPaid   = errors.New("pledge: payment does not clear the amount owed")
	ErrNotYetDue   = errors.New("pledge: redemption period has not run out")
	ErrBeforeStart = errors.New("pledge: date before the pledge was taken")
)

// Pledge is one pawn loan.
type Pledge struct {
	Ticket        int
	Customer      string
	Items         []valuation.Item
	Principal     money.Pence
	MonthlyRateBP int64
	Start         time.Time
	TermMonths    int
	Status        Status
	Closed        time.Time
}

// New starts a pledge.
func New(ticket int, customer string, start time.Time, principal money.Pence, rateBP int64, termMonths int, items ...valuation.Item) *Pledge {
	return &Pledge{
		Ticket:        ticket,
		Customer:      customer,
		Items:         items,
		Principal:     principal,
		MonthlyRateBP: rateBP,
		Start:         Day(start),
		TermMonths:    termMonths,
		Status:        Active,
	}
}

// Due is the last day of the redemption period.
func (p *Pledge) Due() time.Time {
	return AddMonths(p.Start, p.TermMonths)
}

// ForfeitableFrom is the first day the goods can be forfeited.
func (p *Pledge) ForfeitableFrom() time.Time {
	return p.Due().AddDate(0, 0, GraceDays+1)
}

// InterestTo is the interest owed if the pledge is settled on the given day:
// the monthly rate taken by the day (a month being 30 days), with a month's
// interest at least.
func (p *Pledge) InterestTo(on time.Time) money.Pence {
	days := DaysBetween(p.Start, on)
	if days < MinimumDays {
		days = MinimumDays
	}
	return p.Principal.MulFloat(float64(p.MonthlyRateBP) * float64(days) / (10000 * 30))
}

// Owed is what clears the pledge on the given day.
func (p *Pledge) Owed(on time.Time) money.Pence {
	return p.Principal + p.InterestTo(on)
}

// Redeem closes the pledge when the customer pays what is owed and takes the
// goods back. It returns the interest part of the payment.
func (p *Pledge) Redeem(on time.Time, paid money.Pence) (money.Pence, error) {
	if p.Status != Active {
		return 0, ErrNotActive
	}
	if Day(on).Before(p.Start) {
		return 0, ErrBeforeStart
	}
	owed := p.Owed(on)
	if paid < owed {
		return 0, fmt.Errorf("%w: paid %v, owed %v", ErrShortPaid, paid, owed)
	}
	p.Status = Redeemed
	p.Closed = Day(on)
	return owed - p.Principal, nil
}

// Forfeit ends the pledge unredeemed once the grace days have run out.
func (p *Pledge) Forfeit(on time.Time) error {
	if p.Status != Active {
		return ErrNotActive
	}
	if Day(on).Before(p.ForfeitableFrom()) {
		return fmt.Errorf("%w: forfeitable from %s", ErrNotYetDue, p.ForfeitableFrom().Format("2 Jan 2006"))
	}
	p.Status = Forfeited
	p.Closed = Day(on)
	return nil
}

// MustBeSold reports whether forfeited goods have to go to auction rather
// than simply becoming the shop's.
func (p *Pledge) MustBeSold() bool {
	return p.Principal > SmallLoan
}
