// Package loyalty computes loyalty-card points and monthly statements.
package loyalty

import "fmt"

// Tier is a member's level; higher tiers earn more per euro.
type Tier int

const (
	Bronze Tier = iota
	Silver
	Gold
)

func (t Tier) String() string {
	switch t {
	case Bronze:
		return "bronze"
	case Silver:
		return "silver"
	case Gold:
		return "gold"
	}
	return fmt.Sprintf("Tier(%d)", int(t))
}

// rateFor is the tier's multiplier in tenths (15 is 1.5x).
func rateFor(t Tier) int {
	switch t {
	case Silver:
		return 15
	case Gold:
		return 20
	}
	return 10
}

// PointsFor is what a purchase of amountCents earns at tier t: one point per whole euro times the
// tier's multiplier, rounded toward zero. A refund (negative amount) takes the points back.
func PointsFor(amountCents int, t Tier) int {
	euros := amountCents / 100
	return euros * rateFor(t) / 10
}
