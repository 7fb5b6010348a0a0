package brick

import (
	"fmt"
	"math"
)

// Line is one line of a customer order.
type Line struct {
	Grade  Grade
	Bricks int
}

// PricePerThousand is the list price in pounds per thousand bricks.
var PricePerThousand = map[Grade]float64{
	GradeFacing: 780,
	GradeCommon: 420,
}

// PalletCharge is the returnable deposit on each pallet.
const PalletCharge = 12.50

// Quote is the price of an order.
type Quote struct {
	Bricks  float64
	Pallets int
	Deposit float64
	Total   float64
}

// QuoteOrder prices the lines at list price and adds the pallet deposit.
// Each line is packed on its own pallets.
func QuoteOrder(lines []Line, p Pallet) (Quote, error) {
	var q Quote
	for _, l := range lines {
		price, ok := PricePerThousand[l.Grade]
		if !ok {
			return Quote{}, fmt.Errorf("brick: %s bricks are not sold", l.Grade)
		}
		q.Bricks += price * float64(l.Bricks) / 1000
		n, err := p.PalletsFor(l.Bricks)
		if err != nil {
			return Quote{}, err
		}
		q.Pallets += n
	}
	q.Bricks = math.Round(q.Bricks*100) / 100
	q.Deposit = float64(q.Pallets) * PalletCharge
	q.Total = q.Bricks + q.Deposit
	return q, nil
}
