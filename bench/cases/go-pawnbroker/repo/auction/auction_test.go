package auction

import (
	"errors"
	"testing"

	"pawnbroker/money"
	"pawnbroker/pledge"
)

func forfeited(t *testing.T, ticket int, principal money.Pence) *pledge.Pledge {
	t.Helper()
	p := pledge.New(ticket, "A. Nwosu", pledge.Date(2026, 1, 5), principal, 600, 6)
	if err := p.Forfeit(pledge.Date(2026, 7, 20)); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestCosts(t *testing.T) {
	if got := Costs(40000); got != 6500 {
		t.Errorf("Costs(£400) = %v, want £65.00", got)
	}
}

func TestSettleSurplus(t *testing.T) {
	p := forfeited(t, 2001, 30000)
	// 5 Jan to 3 Aug is 210 days: £300 at 6% a month is £126 interest.
	s, err := Settle(p, 60000, pledge.Date(2026, 8, 3))
	if err != nil {
		t.Fatal(err)
	}
	if s.Owed != 42600 || s.Net != 50500 || s.Surplus != 7900 || s.Shortfall != 0 {
		t.Errorf("settlement %+v", s)
	}
}

func TestSettleShortfall(t *testing.T) {
	p := forfeited(t, 2002, 30000)
	s, err := Settle(p, 35000, pledge.Date(2026, 8, 3))
	if err != nil {
		t.Fatal(err)
	}
	if s.Net != 29250 || s.Shortfall != 13350 || s.Surplus != 0 {
		t.Errorf("settlement %+v", s)
	}
}

func TestSettleActive(t *testing.T) {
	p := pledge.New(2003, "A. Nwosu", pledge.Date(2026, 1, 5), 30000, 600, 6)
	if _, err := Settle(p, 1000, pledge.Date(2026, 8, 3)); !errors.Is(err, ErrNotForfeited) {
		t.Errorf("err = %v", err)
	}
}

func TestStatement(t *testing.T) {
	a, _ := Settle(forfeited(t, 2005, 30000), 35000, pledge.Date(2026, 8, 3))
	b, _ := Settle(forfeited(t, 2004, 30000), 60000, pledge.Date(2026, 8, 3))
	want := "2004 A. Nwosu     hammer    £600.00 net    £505.00 owed    £426.00 surplus £79.00\n" +
		"2005 A. Nwosu     hammer    £350.00 net    £292.50 owed    £426.00 shortfall £133.50\n" +
		"Surplus to customers £79.00, shortfall £133.50\n"
	if got := Statement([]Settlement{a, b}); got != want {
		t.Errorf("statement:\n%s\nwant:\n%s", got, want)
	}
}
