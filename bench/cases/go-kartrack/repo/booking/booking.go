// Package booking prices sessions and keeps the slots' bookings.
package booking

import (
	"errors"
	"fmt"
	"time"
)

// Product is a kind of session sold at the front desk.
type Product struct {
	Name       string
	Minutes    int
	PricePence int // adult off-peak price per driver
}

// Products sold.
var (
	Arrive15  = Product{Name: "Arrive & Drive 15", Minutes: 15, PricePence: 2500}
	Arrive30  = Product{Name: "Arrive & Drive 30", Minutes: 30, PricePence: 4200}
	GrandPrix = Product{Name: "Grand Prix", Minutes: 45, PricePence: 6500}
)

// Rates that change the price.
const (
	PeakPercent         = 20 // added on weekends and from 17:00 on weekdays
	JuniorPercentOff    = 25 // drivers under 16
	GroupPercentOff     = 10 // groups of GroupMinimum drivers or more
	GroupMinimum        = 8
	SlotCapacity        = 12
	eveningPeakFromHour = 17
)

// Peak reports whether a session starting at t is charged at peak rates.
func Peak(t time.Time) bool {
	switch t.Weekday() {
	case time.Saturday, time.Sunday:
		return true
	}
	return t.Hour() >= eveningPeakFromHour
}

// Quote is the price of one booking.
type Quote struct {
	Adults, Juniors int
	PerAdult        int // pence
	PerJunior       int // pence
	GroupDiscount   int // pence taken off the whole booking
	Total           int // pence
}

// Price quotes a booking of adults and juniors for a product starting at t. Percentages are taken
// off in whole pence, rounding to the nearest penny.
func Price(p Product, at time.Time, adults, juniors int) (Quote, error) {
	if adults < 0 || juniors < 0 || adults+juniors == 0 {
		return Quote{}, fmt.Errorf("a booking needs at least one driver")
	}
	per := p.PricePence
	if Peak(at) {
		per = addPercent(per, PeakPercent)
	}
	q := Quote{Adults: adults, Juniors: juniors, PerAdult: per, PerJunior: takePercent(per, JuniorPercentOff)}
	gross := adults*q.PerAdult + juniors*q.PerJunior
	if adults+juniors >= GroupMinimum {
		q.GroupDiscount = percentOf(gross, GroupPercentOff)
	}
	q.Total = gross - q.GroupDiscount
	return q, nil
}

func percentOf(pence, percent int) int {
	return (pence*percent + 50) / 100
}

func addPercent(pence, percent int) int {
	return pence + percentOf(pence, percent)
}

func takePercent(pence, percent int) int {
	return pence - percentOf(pence, percent)
}

// ErrFull is returned when a slot has no room for a booking.
var ErrFull = errors.New("slot full")

// Diary holds the number of drivers booked on each slot.
type Diary struct {
	booked map[time.Time]int
}

// NewDiary returns an empty diary.
func NewDiary() *Diary { return &Diary{booked: map[time.Time]int{}} }

// Book adds drivers to the slot starting at t.
func (d *Diary) Book(t time.Time, drivers int) error {
	if drivers <= 0 {
		return fmt.Errorf("drivers must be positive: %d", drivers)
	}
	if d.booked[t]+drivers > SlotCapacity {
		return fmt.Errorf("%w: %d of %d places left", ErrFull, SlotCapacity-d.booked[t], SlotCapacity)
	}
	d.booked[t] += drivers
	return nil
}

// Cancel takes drivers off a slot.
func (d *Diary) Cancel(t time.Time, drivers int) error {
	if drivers <= 0 || drivers > d.booked[t] {
		return fmt.Errorf("cannot cancel %d of %d drivers", drivers, d.booked[t])
	}
	d.booked[t] -= drivers
	return nil
}

// Free is the number of places left on a slot.
func (d *Diary) Free(t time.Time) int { return SlotCapacity - d.booked[t] }
