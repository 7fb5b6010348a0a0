package hairsalon

import (
	"fmt"
	"time"
)

// Concession is a discount a client may claim at the desk.
type Concession string

const (
	NoConcession Concession = ""
	Student      Concession = "student"
	Senior60     Concession = "over-60"
)

// concessionPercent is the discount, and concessionDays the weekdays it holds on.
var concessionPercent = map[Concession]int{Student: 10, Senior60: 15}

var concessionDays = map[Concession][]time.Weekday{
	Student:  {time.Monday, time.Tuesday, time.Wednesday, time.Thursday},
	Senior60: {time.Tuesday, time.Wednesday},
}

// Line is one charged service on a bill.
type Line struct {
	Service  string
	Stylist  string
	Price    Pence
	Discount Pence
}

// Bill is what a client owes for one visit.
type Bill struct {
	Client     string
	Day        time.Time
	Concession Concession
	Lines      []Line
	Redeemed   Pence
}

// Total is the amount due: line prices less discounts and loyalty redemption.
func (b Bill) Total() Pence {
	var t Pence
	for _, l := range b.Lines {
		t += l.Price - l.Discount
	}
	return t - b.Redeemed
}

// Subtotal is the sum of line prices before any discount.
func (b Bill) Subtotal() Pence {
	var t Pence
	for _, l := range b.Lines {
		t += l.Price
	}
	return t
}

func concessionApplies(c Concession, day time.Weekday) bool {
	for _, d := range concessionDays[c] {
		if d == day {
			return true
		}
	}
	return false
}

// BillFor prices a client's completed appointments on a day.
func (d *Diary) BillFor(client string, day time.Time, c Concession) (Bill, error) {
	if c != NoConcession {
		if _, ok := concessionPercent[c]; !ok {
			return Bill{}, fmt.Errorf("unknown concession %q", c)
		}
	}
	b := Bill{Client: client, Day: day, Concession: c}
	for _, a := range d.Day(day) {
		if a.Client != client || a.Status != Done {
			continue
		}
		svc := d.menu[a.Service]
		st := d.team[a.Stylist]
		l := Line{Service: svc.Name, Stylist: a.Stylist, Price: svc.PriceFor(st.Level)}
		if c != NoConcession && concessionApplies(c, day.Weekday()) {
			l.Discount = l.Price.Percent(concessionPercent[c])
		}
		b.Lines = append(b.Lines, l)
	}
	if len(b.Lines) == 0 {
		return Bill{}, fmt.Errorf("%s has nothing to pay for on %s", client, day.Format("2 Jan"))
	}
	return b, nil
}
