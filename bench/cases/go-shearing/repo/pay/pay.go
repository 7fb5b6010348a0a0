// Package pay settles a shearing day: the shearers by their tally on the
// rate card, the shed staff by the day.
package pay

import (
	"fmt"
	"sort"

	"shearing/flock"
	"shearing/rates"
	"shearing/tally"
)

// Role is a shed staff job paid by the day.
type Role int

// Shed staff roles.
const (
	ShedHand Role = iota
	Presser
	Classer
)

func (r Role) String() string {
	switch r {
	case ShedHand:
		return "shed hand"
	case Presser:
		return "presser"
	case Classer:
		return "classer"
	}
	return fmt.Sprintf("Role(%d)", int(r))
}

// Hand is a member of the shed staff and the days worked.
type Hand struct {
	Name string
	Role Role
	Days int
}

// Line is one person on the pay statement. Head is zero for shed staff and
// Days zero for shearers.
type Line struct {
	Name  string
	Role  string
	Head  int
	Days  int
	Gross int
}

// Statement is the day's pay, shearers first in stand order, then shed
// staff by role and name.
type Statement struct {
	Lines []Line
}

// Total is the day's wages.
func (s Statement) Total() int {
	total := 0
	for _, l := range s.Lines {
		total += l.Gross
	}
	return total
}

// ShearersTotal is what the shearers earned.
func (s Statement) ShearersTotal() int {
	total := 0
	for _, l := range s.Lines {
		if l.Role == "shearer" {
			total += l.Gross
		}
	}
	return total
}

// CostPerHead is the wages of the day divided over the sheep shorn, in cents.
func (s Statement) CostPerHead(head int) int {
	if head == 0 {
		return 0
	}
	return (s.Total() + head/2) / head
}

// Settle works out the day's pay.
func Settle(card rates.Card, day *tally.Day, hands []Hand) (Statement, error) {
	var st Statement
	for _, s := range day.Shearers {
		gross := 0
		for _, e := range s.Entries {
			rate, err := shearerRate(card, e.Class)
			if err != nil {
				return Statement{}, fmt.Errorf("%s: %w", s.Name, err)
			}
			gross += rates.ForHead(e.Head, rate)
		}
		st.Lines = append(st.Lines, Line{Name: s.Name, Role: "shearer", Head: s.Total(), Gross: gross})
	}
	staff := append([]Hand(nil), hands...)
	sort.SliceStable(staff, func(i, j int) bool {
		if staff[i].Role != staff[j].Role {
			return staff[i].Role > staff[j].Role
		}
		return staff[i].Name < staff[j].Name
	})
	for _, h := range staff {
		daily, err := dayRate(card, h.Role)
		if err != nil {
			return Statement{}, fmt.Errorf("%s: %w", h.Name, err)
		}
		st.Lines = append(st.Lines, Line{Name: h.Name, Role: h.Role.String(), Days: h.Days, Gross: daily * h.Days})
	}
	return st, nil
}

func shearerRate(card rates.Card, class flock.Class) (int, error) {
	rate, ok := card.PerHundred[class]
	if !ok {
		return 0, fmt.Errorf("pay: no rate for %s", class.Plural())
	}
	if class == flock.Ram {
		rate = rates.WithLoading(rate, card.RamLoadingPct)
	}
	return rate, nil
}

func dayRate(card rates.Card, role Role) (int, error) {
	switch role {
	case ShedHand:
		return card.ShedHandDaily, nil
	case Presser:
		return card.PresserDaily, nil
	case Classer:
		return card.ClasserDaily, nil
	}
	return 0, fmt.Errorf("pay: no day rate for %s", role)
}
