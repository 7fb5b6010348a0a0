package hairsalon

import "errors"

// Tier is a loyalty card's standing, reached on lifetime points.
type Tier int

const (
	Bronze Tier = iota
	Silver
	Gold
)

func (t Tier) String() string {
	return [...]string{"bronze", "silver", "gold"}[t]
}

const (
	silverAt = 500
	goldAt   = 1500
	// PointsPerVoucher points buy one voucher of VoucherValue off a bill.
	PointsPerVoucher = 100
	VoucherValue     = Pence(500)
)

var ErrNotEnoughPoints = errors.New("not enough points")

// Card is a client's loyalty card.
type Card struct {
	Client   string
	Points   int
	Lifetime int
}

// Tier returns the card's tier from its lifetime points.
func (c Card) Tier() Tier {
	switch {
	case c.Lifetime >= goldAt:
		return Gold
	case c.Lifetime >= silverAt:
		return Silver
	}
	return Bronze
}

// Earn adds the points for an amount paid: one per whole pound, half as many
// again at gold. It returns the points added.
func (c *Card) Earn(paid Pence) int {
	if paid <= 0 {
		return 0
	}
	pts := int(paid / 100)
	if c.Tier() == Gold {
		pts += pts / 2
	}
	c.Points += pts
	c.Lifetime += pts
	return pts
}

// Redeem spends vouchers on a bill, never taking it below zero, and returns
// the amount taken off.
func (c *Card) Redeem(b *Bill, vouchers int) (Pence, error) {
	if vouchers <= 0 {
		return 0, nil
	}
	if vouchers*PointsPerVoucher > c.Points {
		return 0, ErrNotEnoughPoints
	}
	off := Pence(vouchers) * VoucherValue
	if due := b.Total(); off > due {
		return 0, errors.New("vouchers worth more than the bill")
	}
	c.Points -= vouchers * PointsPerVoucher
	b.Redeemed += off
	return off, nil
}
