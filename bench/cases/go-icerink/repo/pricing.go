package icerink

import (
	"fmt"
	"time"
)

// Pence is an amount of money in pence.
type Pence int

func (p Pence) String() string {
	return fmt.Sprintf("£%d.%02d", int(p)/100, int(p)%100)
}

// Ticket is a kind of admission.
type Ticket int

const (
	Adult   Ticket = iota
	Child          // 4 to 15
	Toddler        // under 4, free with a paying adult
	Spectator
)

// Admission prices for a public session, off-peak and peak.
var admission = map[Ticket][2]Pence{
	Adult:     {850, 1050},
	Child:     {650, 800},
	Toddler:   {0, 0},
	Spectator: {200, 200},
}

// Peak is weekend and school-holiday ice and every evening from 17:00.
func Peak(start time.Time, schoolHoliday bool) bool {
	switch start.Weekday() {
	case time.Saturday, time.Sunday:
		return true
	}
	return schoolHoliday || start.Hour() >= 17
}

// Price is the admission for one ticket to a session.
func Price(t Ticket, s Session, schoolHoliday bool) (Pence, error) {
	band, ok := admission[t]
	if !ok {
		return 0, fmt.Errorf("unknown ticket %d", int(t))
	}
	p := band[0]
	if Peak(s.Start, schoolHoliday) {
		p = band[1]
	}
	if s.Kind == Disco && t != Spectator {
		p += 200
	}
	return p, nil
}

// Basket totals a group's admission.
func Basket(tickets map[Ticket]int, s Session, schoolHoliday bool) (Pence, error) {
	var total Pence
	for t, n := range tickets {
		if n < 0 {
			return 0, fmt.Errorf("negative ticket count")
		}
		p, err := Price(t, s, schoolHoliday)
		if err != nil {
			return 0, err
		}
		total += p * Pence(n)
	}
	if tickets[Toddler] > 0 && tickets[Adult] == 0 {
		return 0, fmt.Errorf("toddlers must skate with a paying adult")
	}
	return total, nil
}
