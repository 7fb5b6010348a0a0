// Package arrears works out what a tenant owes and for how long the oldest unpaid rent has been due.
package arrears

import (
	"sort"
	"time"

	"example.org/lettings/internal/money"
	"example.org/lettings/internal/period"
	"example.org/lettings/tenancy"
)

// Payment is money received from the tenant.
type Payment struct {
	On     time.Time
	Amount money.Pence
}

// Position is a tenant's account on a day.
type Position struct {
	Due        money.Pence
	Paid       money.Pence
	Owed       money.Pence // Due - Paid; negative is credit
	DaysLate   int         // days since the oldest rent day not covered by payments
	OldestOwed time.Time
}

// At works out the position on asOf. Payments go to the oldest rent first.
func At(t tenancy.Tenancy, payments []Payment, asOf time.Time) Position {
	ps := append([]Payment(nil), payments...)
	sort.Slice(ps, func(i, j int) bool { return ps[i].On.Before(ps[j].On) })
	var paid money.Pence
	for _, p := range ps {
		if !p.On.After(asOf) {
			paid += p.Amount
		}
	}
	pos := Position{Due: t.RentDue(asOf), Paid: paid}
	pos.Owed = pos.Due - pos.Paid
	left := paid
	for _, d := range t.DueDates(asOf) {
		if left >= t.Rent {
			left -= t.Rent
			continue
		}
		pos.OldestOwed = d
		pos.DaysLate = period.DaysBetween(d, asOf)
		break
	}
	return pos
}

// Serious reports the arrears that allow a possession claim under Ground 8: two months' rent owed.
func Serious(t tenancy.Tenancy, pos Position) bool {
	return pos.Owed >= 2*t.Rent
}
