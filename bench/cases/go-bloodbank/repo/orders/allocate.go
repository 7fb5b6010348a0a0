// Package orders turns ward requests into issued units.
package orders

import (
	"fmt"
	"time"

	"bloodbank/blood"
	"bloodbank/inventory"
)

// Request is a ward's order for one patient.
type Request struct {
	Patient   string
	Group     blood.Group
	Component inventory.Component
	Units     int
	// Urgent requests may draw on O negative red cells held back for
	// emergencies even when the patient is not O negative.
	Urgent bool
}

// Allocation is what the lab sends back for a request.
type Allocation struct {
	Request Request
	Issued  []inventory.Unit
	// Short is the number of units the stock could not supply.
	Short int
}

// Substituted counts issued units whose group differs from the patient's.
func (a Allocation) Substituted() int {
	n := 0
	for _, u := range a.Issued {
		if u.Group != a.Request.Group {
			n++
		}
	}
	return n
}

func (a Allocation) String() string {
	s := fmt.Sprintf("%s %s %s: %d issued", a.Request.Patient, a.Request.Group, a.Request.Component.Code(), len(a.Issued))
	if sub := a.Substituted(); sub > 0 {
		s += fmt.Sprintf(" (%d substituted)", sub)
	}
	if a.Short > 0 {
		s += fmt.Sprintf(", %d short", a.Short)
	}
	return s
}

// donorGroups lists the groups a request may be met from, best first.
func donorGroups(r Request) []blood.Group {
	switch r.Component {
	case inventory.RedCells:
		groups := blood.RedCellDonorsFor(r.Group)
		if r.Urgent || r.Group == blood.ONeg {
			return groups
		}
		// O negative is kept for emergencies and O negative patients.
		out := groups[:0:0]
		for _, g := range groups {
			if g != blood.ONeg {
				out = append(out, g)
			}
		}
		return out
	case inventory.Plasma:
		var out []blood.Group
		for _, g := range blood.PlasmaDonorsFor(r.Group) {
			// Plasma is booked in under both RhD groups.
			out = append(out, g, blood.Group{ABO: g.ABO, RhD: true})
		}
		return out
	case inventory.Platelets:
		// ABO identical first, then anything: platelets are given across ABO
		// groups when there is nothing else.
		out := []blood.Group{r.Group}
		for _, g := range blood.All() {
			if g != r.Group {
				out = append(out, g)
			}
		}
		return out
	}
	return nil
}

// Allocate issues units from stock for a request at time t, taking the
// best-matched group first and, within a group, the unit that expires first.
func Allocate(s *inventory.Stock, r Request, t time.Time) Allocation {
	a := Allocation{Request: r}
	need := r.Units
	for _, g := range donorGroups(r) {
		if need == 0 {
			break
		}
		got := s.Take(g, r.Component, need, t)
		a.Issued = append(a.Issued, got...)
		need -= len(got)
	}
	a.Short = need
	return a
}
