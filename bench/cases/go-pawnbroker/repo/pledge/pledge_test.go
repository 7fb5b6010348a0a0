package pledge

import (
	"errors"
	"testing"
	"time"

	"pawnbroker/money"
	"pawnbroker/valuation"
)

var ring = valuation.Item{Description: "signet ring", Category: valuation.Gold, Grams: 8.2, Carat: 9}

func TestAddMonths(t *testing.T) {
	cases := []struct {
		from time.Time
		n    int
		want time.Time
	}{
		{Date(2026, 3, 14), 6, Date(2026, 9, 14)},
		{Date(2026, 1, 31), 1, Date(2026, 2, 28)},
		{Date(2028, 1, 31), 1, Date(2028, 2, 29)},
		{Date(2026, 8, 31), 6, Date(2027, 2, 28)},
		{Date(2026, 11, 30), 3, Date(2027, 2, 28)},
		{Date(2026, 5, 10), 0, Date(2026, 5, 10)},
	}
	for _, c := range cases {
		if got := AddMonths(c.from, c.n); !got.Equal(c.want) {
			t.Errorf("AddMonths(%s, %d) = %s, want %s", c.from.Format("2006-01-02"), c.n, got.Format("2006-01-02"), c.want.Format("2006-01-02"))
		}
	}
}

func TestDaysBetween(t *testing.T) {
	if got := DaysBetween(Date(2026, 3, 1), Date(2026, 4, 1)); got != 31 {
		t.Errorf("March has %d days", got)
	}
	if got := DaysBetween(Date(2026, 3, 29), Date(2026, 3, 30).Add(23*time.Hour)); got != 1 {
		t.Errorf("DaysBetween ignores the time of day: got %d", got)
	}
	if got := DaysBetween(Date(2026, 4, 1), Date(2026, 3, 1)); got != -31 {
		t.Errorf("backwards: got %d", got)
	}
}

func TestInterest(t *testing.T) {
	p := New(1001, "R. Okoye", Date(2026, 3, 2), 20000, 650, 6, ring)
	cases := []struct {
		on   time.Time
		want money.Pence
	}{
		{Date(2026, 3, 2), 1300},  // a month at least
		{Date(2026, 3, 20), 1300}, // still within the first month
		{Date(2026, 4, 1), 1300},  // 30 days
		{Date(2026, 4, 16), 1950}, // 45 days
		{Date(2026, 9, 2), 7973},  // 184 days
	}
	for _, c := range cases {
		if got := p.InterestTo(c.on); got != c.want {
			t.Errorf("interest to %s = %v, want %v", c.on.Format("2 Jan"), got, c.want)
		}
	}
	if got := p.Owed(Date(2026, 4, 16)); got != 21950 {
		t.Errorf("owed = %v, want £219.50", got)
	}
}

func TestRedeem(t *testing.T) {
	p := New(1002, "J. Hale", Date(2026, 5, 1), 10000, 500, 6)
	if _, err := p.Redeem(Date(2026, 6, 10), 10500); !errors.Is(err, ErrShortPaid) {
		t.Fatalf("short payment: err = %v", err)
	}
	interest, err := p.Redeem(Date(2026, 6, 10), 10667)
	if err != nil {
		t.Fatal(err)
	}
	if interest != 667 {
		t.Errorf("interest = %v, want £6.67", interest)
	}
	if p.Status != Redeemed || !p.Closed.Equal(Date(2026, 6, 10)) {
		t.Errorf("status %v closed %v", p.Status, p.Closed)
	}
	if _, err := p.Redeem(Date(2026, 6, 11), 99999); !errors.Is(err, ErrNotActive) {
		t.Errorf("second redeem: err = %v", err)
	}
}

func TestRedeemBeforeStart(t *testing.T) {
	p := New(1003, "J. Hale", Date(2026, 5, 1), 10000, 500, 6)
	if _, err := p.Redeem(Date(2026, 4, 30), 20000); !errors.Is(err, ErrBeforeStart) {
		t.Errorf("err = %v", err)
	}
}

func TestForfeit(t *testing.T) {
	p := New(1004, "M. Byrne", Date(2026, 1, 31), 9000, 600, 6)
	if !p.Due().Equal(Date(2026, 7, 31)) {
		t.Fatalf("due %s", p.Due())
	}
	if err := p.Forfeit(Date(2026, 8, 14)); !errors.Is(err, ErrNotYetDue) {
		t.Errorf("forfeit in grace: err = %v", err)
	}
	if err := p.Forfeit(Date(2026, 8, 15)); err != nil {
		t.Errorf("forfeit after grace: %v", err)
	}
	if p.Status != Forfeited {
		t.Errorf("status %v", p.Status)
	}
	if !p.MustBeSold() {
		t.Error("a £90 pledge must be sold")
	}
	small := New(1005, "M. Byrne", Date(2026, 1, 31), 7500, 600, 6)
	if small.MustBeSold() {
		t.Error("a £75 pledge need not be sold")
	}
}

func TestAPR(t *testing.T) {
	cases := map[int64]float64{0: 0, 100: 12.7, 650: 112.9, 800: 151.8}
	for bp, want := range cases {
		if got := APR(bp); got != want {
			t.Errorf("APR(%d) = %v, want %v", bp, got, want)
		}
	}
}

func TestTicketText(t *testing.T) {
	p := New(1006, "R. Okoye", Date(2026, 3, 2), 20000, 650, 6, ring,
		valuation.Item{Description: "Casio G-Shock", Category: valuation.Watch, Appraised: 6000})
	want := `Pawn ticket 1006
Customer: R. Okoye
Taken: 2 Mar 2026
  1. signet ring (9ct gold, 8.2 g)
  2. Casio G-Shock (watch)
Loan: £200.00 at 6.50% a month (APR 112.9%)
Redeem by: 2 Sep 2026 (grace to 16 Sep 2026)
To redeem on the due date: £279.73
`
	if got := p.TicketText(); got != want {
		t.Errorf("ticket:\n%s\nwant:\n%s", got, want)
	}
}
