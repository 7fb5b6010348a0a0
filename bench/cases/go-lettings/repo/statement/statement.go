// Package statement prints the landlord's monthly statement: rent received, the agency's fees, and the
// balance paid out.
package statement

import (
	"fmt"
	"strings"
	"time"

	"example.org/lettings/fees"
	"example.org/lettings/internal/money"
	"example.org/lettings/tenancy"
)

// Line is one row of the statement.
type Line struct {
	Text   string
	Amount money.Pence
}

// Statement is a month's account for one tenancy.
type Statement struct {
	Tenancy  tenancy.Tenancy
	Month    time.Time
	Received money.Pence
	Lines    []Line
	Payout   money.Pence
}

// Build makes the statement for the rent received in a month under a service.
func Build(t tenancy.Tenancy, s fees.Service, month time.Time, received money.Pence, first bool) Statement {
	st := Statement{Tenancy: t, Month: month, Received: received}
	st.Lines = append(st.Lines, Line{"Rent received", received})
	if fee := fees.Monthly(s, received); fee > 0 {
		st.Lines = append(st.Lines, Line{fmt.Sprintf("Management fee (%s) inc. VAT", s), -fee})
	}
	if first {
		st.Lines = append(st.Lines, Line{"Tenancy set-up fee inc. VAT", -fees.SetUp(s)})
	}
	for _, l := range st.Lines {
		st.Payout += l.Amount
	}
	return st
}

// String renders the statement as text.
func (st Statement) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s, %s: %s\n", st.Tenancy.Property, st.Month.Format("January 2006"), st.Tenancy.Ref)
	for _, l := range st.Lines {
		fmt.Fprintf(&b, "  %-40s %12s\n", l.Text, l.Amount)
	}
	fmt.Fprintf(&b, "  %-40s %12s\n", "Paid to landlord", st.Payout)
	return b.String()
}
