// Package earnings settles up with drivers at the end of the week.
//
// Drivers keep the cash fares they take. Card fares are collected by the
// office. Each week the office works out its commission on all of a driver's
// takings and pays the driver their card takings less that commission; if the
// commission is more than the card takings the driver owes the office the rest.
package earnings

import (
	"sort"
)

// Job is a completed, paid journey.
type Job struct {
	Driver string
	Ref    string
	Fare   int64 // pence
	Card   bool  // paid by card to the office rather than cash to the driver
}

// Statement is one driver's week. Amounts are in pence.
type Statement struct {
	Driver      string
	Jobs        int
	Takings     int64 // all fares
	CardTakings int64 // fares the office collected
	Commission  int64
	Owed        int64 // positive: the office pays the driver; negative: the driver pays the office
}

// Weekly builds a statement per driver, in driver order.
func Weekly(jobs []Job, commissionPercent int64) []Statement {
	byDriver := map[string]*Statement{}
	for _, j := range jobs {
		s := byDriver[j.Driver]
		if s == nil {
			s = &Statement{Driver: j.Driver}
			byDriver[j.Driver] = s
		}
		s.Jobs++
		s.Takings += j.Fare
		if j.Card {
			s.CardTakings += j.Fare
		}
	}
	out := make([]Statement, 0, len(byDriver))
	for _, s := range byDriver {
		s.Commission = percent(s.Takings, commissionPercent)
		s.Owed = s.CardTakings - s.Commission
		out = append(out, *s)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Driver < out[j].Driver })
	return out
}

// percent is p% of pence, rounded half up.
func percent(pence, p int64) int64 {
	return (pence*p + 50) / 100
}
