// Package inventory keeps the blood bank's stock of labelled units.
package inventory

import (
	"fmt"
	"strings"
	"time"

	"bloodbank/blood"
)

// Component is the kind of blood product in a bag.
type Component int

const (
	RedCells Component = iota
	Plasma
	Platelets
)

func (c Component) String() string {
	switch c {
	case RedCells:
		return "red cells"
	case Plasma:
		return "plasma"
	case Platelets:
		return "platelets"
	}
	return fmt.Sprintf("Component(%d)", int(c))
}

// Code is the short code printed on stock sheets.
func (c Component) Code() string {
	switch c {
	case RedCells:
		return "RBC"
	case Plasma:
		return "FFP"
	case Platelets:
		return "PLT"
	}
	return "?"
}

// ParseComponent accepts a component's code or name.
func ParseComponent(s string) (Component, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "rbc", "red cells", "red":
		return RedCells, nil
	case "ffp", "plasma":
		return Plasma, nil
	case "plt", "platelets":
		return Platelets, nil
	}
	return 0, fmt.Errorf("unknown component %q", s)
}

// ShelfLife is how long a component keeps from collection: red cells in
// SAGM 35 days, frozen plasma a year, platelets 7 days at 22 °C with
// bacterial screening.
func ShelfLife(c Component) time.Duration {
	const day = 24 * time.Hour
	switch c {
	case RedCells:
		return 35 * day
	case Plasma:
		return 365 * day
	case Platelets:
		return 7 * day
	}
	return 0
}

// Unit is one labelled bag.
type Unit struct {
	ID        string
	Group     blood.Group
	Component Component
	Collected time.Time
	Expires   time.Time
	VolumeML  int
}

// NewUnit labels a bag collected at the given time, with its expiry from the
// component's shelf life.
func NewUnit(id string, g blood.Group, c Component, collected time.Time, volumeML int) Unit {
	return Unit{
		ID:        id,
		Group:     g,
		Component: c,
		Collected: collected,
		Expires:   collected.Add(ShelfLife(c)),
		VolumeML:  volumeML,
	}
}

// ExpiredAt reports whether the unit may no longer be issued at time t.
func (u Unit) ExpiredAt(t time.Time) bool {
	return !t.Before(u.Expires)
}

// DaysLeft is the number of whole days before the unit expires, counted from
// t; zero once it has expired.
func (u Unit) DaysLeft(t time.Time) int {
	if u.ExpiredAt(t) {
		return 0
	}
	return int(u.Expires.Sub(t) / (24 * time.Hour))
}

func (u Unit) String() string {
	return fmt.Sprintf("%s %s %s exp %s", u.ID, u.Group, u.Component.Code(), u.Expires.Format("2006-01-02 15:04"))
}
