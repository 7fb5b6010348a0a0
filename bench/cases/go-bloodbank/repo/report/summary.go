// Package report prints the blood bank's morning stock sheet.
package report

import (
	"fmt"
	"math"
	"strings"
	"time"

	"bloodbank/blood"
	"bloodbank/inventory"
)

// Soon is the window in which a unit counts as expiring soon on the sheet.
const Soon = 3 * 24 * time.Hour

// Line is one row of the stock sheet.
type Line struct {
	Group     blood.Group
	Component inventory.Component
	Units     int
	// ExpiringSoon counts units that expire within the Soon window.
	ExpiringSoon int
	// DaysOfSupply is Units over the average daily use; +Inf when there is
	// no recorded use.
	DaysOfSupply float64
}

// Low reports whether the line is below the given days of supply.
func (l Line) Low(minDays float64) bool {
	return l.DaysOfSupply < minDays
}

// Usage is the average number of units issued per day, by group, for one
// component.
type Usage map[blood.Group]float64

// Summarise builds the sheet for one component at time t: a line per blood
// group, in stock sheet order.
func Summarise(s *inventory.Stock, c inventory.Component, use Usage, t time.Time) []Line {
	var lines []Line
	for _, g := range blood.All() {
		avail := s.Available(g, c, t)
		l := Line{Group: g, Component: c, Units: len(avail)}
		for _, u := range avail {
			if u.Expires.Sub(t) <= Soon {
				l.ExpiringSoon++
			}
		}
		if per := use[g]; per > 0 {
			l.DaysOfSupply = float64(l.Units) / per
		} else {
			l.DaysOfSupply = math.Inf(1)
		}
		lines = append(lines, l)
	}
	return lines
}

// Format prints the sheet as a fixed-width table, flagging groups with fewer
// than minDays of supply.
func Format(lines []Line, minDays float64) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%-5s %-4s %5s %5s %6s\n", "Group", "Comp", "Units", "Soon", "Days")
	for _, l := range lines {
		days := "-"
		if !math.IsInf(l.DaysOfSupply, 1) {
			days = fmt.Sprintf("%.1f", l.DaysOfSupply)
		}
		flag := ""
		if l.Low(minDays) {
			flag = " LOW"
		}
		fmt.Fprintf(&b, "%-5s %-4s %5d %5d %6s%s\n", l.Group, l.Component.Code(), l.Units, l.ExpiringSoon, days, flag)
	}
	return b.String()
}
