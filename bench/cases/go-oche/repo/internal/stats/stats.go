// Package stats works out a player's match figures from their legs: the three-dart average, the legs
// won and the highest checkout.
package stats

import "example.com/oche/internal/leg"

// Summary is a player's figures over a set of legs.
type Summary struct {
	Legs            int
	LegsWon         int
	Darts           int
	Scored          int
	HighestCheckout int
	Tons            int // visits of 100 or more
	OneEighties     int
}

// Of sums up the legs.
func Of(legs []*leg.Leg) Summary {
	var s Summary
	for _, l := range legs {
		s.Legs++
		s.Darts += l.Darts()
		s.Scored += l.Scored()
		for _, v := range l.Visits() {
			switch {
			case v.Scored == 180:
				s.OneEighties++
			case v.Scored >= 100:
				s.Tons++
			}
			if v.Checkout && v.Scored > s.HighestCheckout {
				s.HighestCheckout = v.Scored
			}
		}
		if l.Finished() {
			s.LegsWon++
		}
	}
	return s
}

// Average is the three-dart average: points per dart times three, 0 before any dart.
func (s Summary) Average() float64 {
	if s.Darts == 0 {
		return 0
	}
	return float64(s.Scored) / float64(s.Darts) * 3
}
