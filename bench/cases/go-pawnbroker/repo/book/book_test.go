package book

import (
	"errors"
	"testing"

	"pawnbroker/money"
	"pawnbroker/pledge"
	"pawnbroker/valuation"
)

var (
	rates  = valuation.GoldRates{9: 1480, 18: 2960, 22: 3615}
	chain  = valuation.Item{Description: "belcher chain", Category: valuation.Gold, Grams: 21.4, Carat: 9}
	bangle = valuation.Item{Description: "bangle", Category: valuation.Gold, Grams: 20, Carat: 22}
	watch  = valuation.Item{Description: "Tissot PRX", Category: valuation.Watch, Appraised: 28000, Condition: valuation.Good}
	guitar = valuation.Item{Description: "Yamaha FG800", Category: valuation.Instrument, Appraised: 15000, Condition: valuation.Fair}
)

func newBook() *Book {
	return New(DefaultTerms, rates, 5001)
}

func TestOffer(t *testing.T) {
	b := newBook()
	cases := []struct {
		name  string
		items []valuation.Item
		want  money.Pence
	}{
		{"chain", []valuation.Item{chain}, 22000}, // £221.70 lending value
		{"watch", []valuation.Item{watch}, 12500}, // £126.00
		{"chain and watch", []valuation.Item{chain, watch}, 34500},
		{"guitar", []valuation.Item{guitar}, 5000},  // £50.63
		{"bangle", []valuation.Item{bangle}, 50500}, // £506.10
	}
	for _, c := range cases {
		got, err := b.Offer(c.items...)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if got != c.want {
			t.Errorf("%s: offer %v, want %v", c.name, got, c.want)
		}
	}
	if _, err := b.Offer(); !errors.Is(err, ErrNoItems) {
		t.Errorf("no items: err = %v", err)
	}
}

func TestOfferCapped(t *testing.T) {
	b := newBook()
	b.Terms.MaxLoan = 300 * money.Pound
	got, err := b.Offer(bangle)
	if err != nil {
		t.Fatal(err)
	}
	if got != 30000 {
		t.Errorf("capped offer %v, want £300.00", got)
	}
}

func TestTakeAndRedeem(t *testing.T) {
	b := newBook()
	p, err := b.Take("S. Lindqvist", pledge.Date(2026, 4, 7), 20000, chain)
	if err != nil {
		t.Fatal(err)
	}
	if p.Ticket != 5001 {
		t.Errorf("first ticket %d", p.Ticket)
	}
	if _, err := b.Take("S. Lindqvist", pledge.Date(2026, 4, 7), 13000, watch); !errors.Is(err, ErrOverOffer) {
		t.Errorf("over offer: err = %v", err)
	}
	q, err := b.Quote(5001, pledge.Date(2026, 5, 22))
	if err != nil {
		t.Fatal(err)
	}
	// 45 days at 6.5% a month on £200.
	if q != 21950 {
		t.Errorf("quote %v, want £219.50", q)
	}
	if err := b.Redeem(5001, pledge.Date(2026, 5, 22), q); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Quote(5001, pledge.Date(2026, 5, 23)); !errors.Is(err, pledge.ErrNotActive) {
		t.Errorf("quote after redeem: err = %v", err)
	}
	if _, err := b.Quote(4999, pledge.Date(2026, 5, 23)); !errors.Is(err, ErrUnknownTicket) {
		t.Errorf("unknown ticket: err = %v", err)
	}
}

func TestOverdue(t *testing.T) {
	b := newBook()
	b.Take("A", pledge.Date(2026, 1, 10), 10000, chain)
	b.Take("B", pledge.Date(2026, 2, 20), 10000, watch)
	b.Take("C", pledge.Date(2026, 1, 5), 5000, guitar)
	b.Redeem(5003, pledge.Date(2026, 3, 1), 99999)
	got := b.Overdue(pledge.Date(2026, 7, 11))
	if len(got) != 1 || got[0].Ticket != 5001 {
		t.Errorf("overdue on 11 Jul: %v", tickets(got))
	}
	got = b.Overdue(pledge.Date(2026, 8, 21))
	if len(got) != 2 || got[0].Ticket != 5001 || got[1].Ticket != 5002 {
		t.Errorf("overdue on 21 Aug: %v", tickets(got))
	}
}

func TestTakings(t *testing.T) {
	b := newBook()
	b.Take("A", pledge.Date(2026, 6, 1), 20000, chain)
	b.Take("B", pledge.Date(2026, 6, 1), 12000, watch)
	b.Take("C", pledge.Date(2026, 6, 2), 5000, guitar)
	if err := b.Redeem(5002, pledge.Date(2026, 6, 2), 12780); err != nil {
		t.Fatal(err)
	}
	day1 := b.TakingsOn(pledge.Date(2026, 6, 1))
	if day1.Lent != 32000 || day1.Net() != -32000 {
		t.Errorf("1 Jun: %+v", day1)
	}
	day2 := b.TakingsOn(pledge.Date(2026, 6, 2))
	if day2.Lent != 5000 || day2.Repaid != 12000 || day2.Interest != 780 || day2.Net() != 7780 {
		t.Errorf("2 Jun: %+v", day2)
	}
}

func tickets(ps []*pledge.Pledge) []int {
	var out []int
	for _, p := range ps {
		out = append(out, p.Ticket)
	}
	return out
}
