// Package tenancy describes an assured shorthold tenancy: the rent, when it falls due and the deposit.
package tenancy

import (
	"errors"
	"time"

	"example.org/lettings/internal/money"
	"example.org/lettings/internal/period"
)

// Tenancy is one let of one property.
type Tenancy struct {
	Ref      string
	Property string
	Tenant   string
	Rent     money.Pence // per calendar month
	Start    time.Time
	Deposit  money.Pence
}

// ErrDepositCap is returned when a deposit is over the Tenant Fees Act cap.
var ErrDepositCap = errors.New("tenancy: deposit over the cap of five weeks' rent")

// WeeklyRent is the monthly rent as a week's rent (twelve months over 52 weeks), rounded down.
func (t Tenancy) WeeklyRent() money.Pence {
	return t.Rent * 12 / 52
}

// DepositCap is five weeks' rent, for annual rent under £50,000.
func (t Tenancy) DepositCap() money.Pence {
	return t.WeeklyRent() * 5
}

// Validate checks the deposit against the cap.
func (t Tenancy) Validate() error {
	if t.Deposit > t.DepositCap() {
		return ErrDepositCap
	}
	return nil
}

// DueDates lists the rent days from the start up to and including until.
func (t Tenancy) DueDates(until time.Time) []time.Time {
	var out []time.Time
	for n := 0; ; n++ {
		d := period.AddMonths(t.Start, n)
		if d.After(period.Day(until)) {
			return out
		}
		out = append(out, d)
	}
}

// RentDue is the rent that has fallen due up to and including until.
func (t Tenancy) RentDue(until time.Time) money.Pence {
	return t.Rent * money.Pence(len(t.DueDates(until)))
}
