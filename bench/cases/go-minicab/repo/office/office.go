// Package office ties the booking desk together: taking bookings, sending a
// car, metering the journey and keeping the week's jobs for settlement.
package office

import (
	"fmt"
	"sort"
	"time"

	"minicab/dispatch"
	"minicab/earnings"
	"minicab/geo"
	"minicab/meter"
	"minicab/tariff"
)

// Office is the state of the booking desk.
type Office struct {
	Table             tariff.Table
	MaxPickupMiles    float64
	CommissionPercent int64

	drivers map[string]*dispatch.Driver
	open    map[string]string // booking ref -> driver ID
	jobs    []earnings.Job
}

// New opens the desk with the drivers on shift.
func New(table tariff.Table, drivers []dispatch.Driver) *Office {
	o := &Office{
		Table:             table,
		MaxPickupMiles:    6,
		CommissionPercent: 15,
		drivers:           map[string]*dispatch.Driver{},
		open:              map[string]string{},
	}
	for _, d := range drivers {
		d := d
		o.drivers[d.ID] = &d
	}
	return o
}

// Driver returns the office's current view of a driver.
func (o *Office) Driver(id string) (dispatch.Driver, bool) {
	d, ok := o.drivers[id]
	if !ok {
		return dispatch.Driver{}, false
	}
	return *d, true
}

// Book sends the best free car to a booking and marks it busy.
func (o *Office) Book(b dispatch.Booking) (dispatch.Assignment, error) {
	if _, dup := o.open[b.Ref]; dup {
		return dispatch.Assignment{}, fmt.Errorf("office: booking %s is already out", b.Ref)
	}
	a, err := dispatch.Assign(o.fleet(), b, o.MaxPickupMiles)
	if err != nil {
		return dispatch.Assignment{}, fmt.Errorf("office: booking %s: %w", b.Ref, err)
	}
	o.drivers[a.Driver.ID].OnJob = true
	o.open[b.Ref] = a.Driver.ID
	return a, nil
}

// Complete meters a finished journey, records the fare against the driver and
// puts the driver back on the circuit where they dropped off.
func (o *Office) Complete(ref string, trip meter.Trip, dropOff geo.Point, at time.Time, card bool) (meter.Breakdown, error) {
	id, ok := o.open[ref]
	if !ok {
		return meter.Breakdown{}, fmt.Errorf("office: no open booking %s", ref)
	}
	fare, err := meter.Fare(trip, o.Table)
	if err != nil {
		return meter.Breakdown{}, fmt.Errorf("office: booking %s: %w", ref, err)
	}
	delete(o.open, ref)
	d := o.drivers[id]
	d.OnJob = false
	d.At = dropOff
	d.FreeSince = at
	o.jobs = append(o.jobs, earnings.Job{Driver: id, Ref: ref, Fare: fare.Total, Card: card})
	return fare, nil
}

// Statements settles the week so far.
func (o *Office) Statements() []earnings.Statement {
	return earnings.Weekly(o.jobs, o.CommissionPercent)
}

// fleet lists the drivers in ID order, so that dispatch sees them the same way every time.
func (o *Office) fleet() []dispatch.Driver {
	out := make([]dispatch.Driver, 0, len(o.drivers))
	for _, d := range o.drivers {
		out = append(out, *d)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}
