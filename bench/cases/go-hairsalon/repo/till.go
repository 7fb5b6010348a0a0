package hairsalon

import (
	"fmt"
	"sort"
)

// Method is how a bill was paid.
type Method string

const (
	Cash        Method = "cash"
	CardPayment Method = "card"
	GiftVoucher Method = "gift voucher"
)

// Sale is a paid bill, with any tip left for the stylists.
type Sale struct {
	Bill   Bill
	Method Method
	Tip    Pence
}

// Till records the day's sales.
type Till struct {
	sales []Sale
	cards map[string]*Card
}

// NewTill opens a till with the clients' loyalty cards.
func NewTill(cards ...*Card) *Till {
	t := &Till{cards: map[string]*Card{}}
	for _, c := range cards {
		t.cards[c.Client] = c
	}
	return t
}

// Take records a payment. Tips cannot be paid by gift voucher. Loyalty points
// are earned on the amount paid, not the tip.
func (t *Till) Take(b Bill, m Method, tip Pence) (Sale, error) {
	if tip < 0 {
		return Sale{}, fmt.Errorf("negative tip %v", tip)
	}
	if m == GiftVoucher && tip > 0 {
		return Sale{}, fmt.Errorf("a tip cannot be paid by gift voucher")
	}
	s := Sale{Bill: b, Method: m, Tip: tip}
	t.sales = append(t.sales, s)
	if c, ok := t.cards[b.Client]; ok {
		c.Earn(b.Total())
	}
	return s, nil
}

// Takings returns the money taken by each method, tips included.
func (t *Till) Takings() map[Method]Pence {
	out := map[Method]Pence{}
	for _, s := range t.sales {
		out[s.Method] += s.Bill.Total() + s.Tip
	}
	return out
}

// VAT returns the VAT due on the day's bills (tips carry no VAT).
func (t *Till) VAT() Pence {
	var v Pence
	for _, s := range t.sales {
		v += s.Bill.Total().VAT()
	}
	return v
}

// Tips shares each sale's tip among the stylists on its bill in proportion
// to their line prices; the odd pennies go to the first stylist on the bill.
func (t *Till) Tips() map[string]Pence {
	out := map[string]Pence{}
	for _, s := range t.sales {
		if s.Tip == 0 {
			continue
		}
		sub := s.Bill.Subtotal()
		var given Pence
		for _, l := range s.Bill.Lines {
			share := s.Tip * l.Price / sub
			out[l.Stylist] += share
			given += share
		}
		out[s.Bill.Lines[0].Stylist] += s.Tip - given
	}
	return out
}

// Receipt renders a sale for the printer.
func Receipt(s Sale) []string {
	b := s.Bill
	lines := []string{fmt.Sprintf("%s  %s", b.Client, b.Day.Format("Mon 2 Jan 2006"))}
	for _, l := range b.Lines {
		lines = append(lines, fmt.Sprintf("%-24s %-8s %8s", l.Service, l.Stylist, l.Price))
		if l.Discount > 0 {
			lines = append(lines, fmt.Sprintf("%-24s %-8s %8s", "  "+string(b.Concession)+" discount", "", -l.Discount))
		}
	}
	if b.Redeemed > 0 {
		lines = append(lines, fmt.Sprintf("%-33s %8s", "Loyalty vouchers", -b.Redeemed))
	}
	lines = append(lines,
		fmt.Sprintf("%-33s %8s", "Total", b.Total()),
		fmt.Sprintf("%-33s %8s", "  of which VAT", b.Total().VAT()))
	if s.Tip > 0 {
		lines = append(lines, fmt.Sprintf("%-33s %8s", "Tip", s.Tip))
	}
	lines = append(lines, fmt.Sprintf("Paid by %s", s.Method))
	return lines
}

// Methods lists the methods used today, sorted.
func (t *Till) Methods() []Method {
	seen := map[Method]bool{}
	var out []Method
	for _, s := range t.sales {
		if !seen[s.Method] {
			seen[s.Method] = true
			out = append(out, s.Method)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}
