// Package plan works out a visit for the ticket booth: what a visitor can
// ride, what tokens to buy and roughly how long it will take.
package plan

import (
	"fmt"
	"strings"
	"time"

	"example.com/fairground/queue"
	"example.com/fairground/rides"
	"example.com/fairground/tokens"
)

// Want is a ride the visitor asked for and how many goes.
type Want struct {
	RideID string
	Goes   int
}

// Leg is one ride in the plan.
type Leg struct {
	Ride   rides.Ride
	Goes   int
	Tokens int
	Wait   time.Duration // per go
}

// Refusal is a ride the visitor asked for but cannot go on.
type Refusal struct {
	RideID string
	Reason string
}

// Plan is the booth's answer for one visitor.
type Plan struct {
	Visitor  rides.Visitor
	Legs     []Leg
	Refused  []Refusal
	Purchase tokens.Purchase
	Time     time.Duration
}

// Booth knows the rides, the prices and the current queues.
type Booth struct {
	Rides  *rides.Catalogue
	Sheet  tokens.Sheet
	Queues map[string]int // people queueing, by ride ID
	Load   float64        // loading minutes between cycles
}

// For plans a visit for v.
func (b Booth) For(v rides.Visitor, wants []Want) (Plan, error) {
	p := Plan{Visitor: v}
	need := 0
	for _, w := range wants {
		r, ok := b.Rides.Get(w.RideID)
		if !ok {
			p.Refused = append(p.Refused, Refusal{w.RideID, "no such ride"})
			continue
		}
		if why := rides.Check(r, v); why != rides.OK {
			p.Refused = append(p.Refused, Refusal{w.RideID, string(why)})
			continue
		}
		goes := w.Goes
		if goes < 1 {
			goes = 1
		}
		wait, err := queue.Wait(queue.Ride{Seats: r.Seats, CycleMinutes: r.CycleMinutes, LoadMinutes: b.Load}, b.Queues[r.ID])
		if err != nil {
			return Plan{}, err
		}
		leg := Leg{Ride: r, Goes: goes, Tokens: goes * r.Tokens, Wait: wait}
		p.Legs = append(p.Legs, leg)
		need += leg.Tokens
		ride := time.Duration(r.CycleMinutes * float64(time.Minute))
		p.Time += time.Duration(goes) * (wait + ride)
	}
	purchase, err := b.Sheet.Cheapest(need)
	if err != nil {
		return Plan{}, err
	}
	p.Purchase = purchase
	return p, nil
}

// Ticket is the slip printed for the visitor.
func (p Plan) Ticket() string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "Plan for %s\n", p.Visitor.Name)
	for _, l := range p.Legs {
		fmt.Fprintf(&sb, "  %-12s x%d  %2d tokens  %s\n", l.Ride.Name, l.Goes, l.Tokens, queue.Sign(l.Wait))
	}
	for _, r := range p.Refused {
		fmt.Fprintf(&sb, "  %-12s not allowed: %s\n", r.RideID, r.Reason)
	}
	fmt.Fprintf(&sb, "Buy: %s\n", p.Purchase)
	fmt.Fprintf(&sb, "About %d min\n", int(p.Time.Round(time.Minute)/time.Minute))
	return sb.String()
}
