// Package report prints the shed sheet the contractor hands the grower at
// the end of a shearing day.
package report

import (
	"fmt"
	"strings"

	"shearing/flock"
	"shearing/pay"
	"shearing/tally"
	"shearing/wool"
)

// Sheet is the shed sheet: tally by run, the classes shorn, the top gun,
// the pay statement and the wool pressed.
func Sheet(day *tally.Day, st pay.Statement, clip wool.Clip) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Shed sheet %s (%d runs)\n\n", day.Date, day.Runs)

	fmt.Fprintf(&b, "%-14s", "Tally")
	for run := 1; run <= day.Runs; run++ {
		fmt.Fprintf(&b, " %6s", fmt.Sprintf("Run %d", run))
	}
	fmt.Fprintf(&b, " %6s\n", "Total")
	for _, s := range day.Shearers {
		fmt.Fprintf(&b, "%3d %-10s", s.Stand, s.Name)
		for run := 1; run <= day.Runs; run++ {
			fmt.Fprintf(&b, " %6d", s.RunTotal(run))
		}
		fmt.Fprintf(&b, " %6d\n", s.Total())
	}
	fmt.Fprintf(&b, "    %-10s", "Shed")
	for _, n := range day.RunTotals() {
		fmt.Fprintf(&b, " %6d", n)
	}
	fmt.Fprintf(&b, " %6d\n\n", day.Total())

	byClass := day.ByClass()
	var parts []string
	for _, class := range flock.Classes() {
		if n := byClass[class]; n > 0 {
			name := class.Plural()
			if n == 1 {
				name = class.String()
			}
			parts = append(parts, fmt.Sprintf("%d %s", n, name))
		}
	}
	fmt.Fprintf(&b, "By class: %s\n", strings.Join(parts, ", "))
	if top := day.TopGun(); top != nil {
		fmt.Fprintf(&b, "Top gun: %s, %d\n", top.Name, top.Total())
	}

	b.WriteString("\nPay\n")
	for _, l := range st.Lines {
		work := fmt.Sprintf("%d head", l.Head)
		if l.Role != "shearer" {
			work = fmt.Sprintf("%d %s", l.Days, plural(l.Days, "day"))
		}
		fmt.Fprintf(&b, "  %-10s %-10s %9s %12s\n", l.Name, l.Role, work, pay.Format(l.Gross))
	}
	fmt.Fprintf(&b, "  %-31s %12s\n", "Total", pay.Format(st.Total()))
	fmt.Fprintf(&b, "  %-31s %12s\n", "Cost per head", pay.Format(st.CostPerHead(day.Total())))

	lines := clip.Lines()
	fmt.Fprintf(&b, "\nWool: %d bales, %.1f kg\n", len(clip.Bales), clip.Kg())
	for _, lt := range lines {
		fmt.Fprintf(&b, "  %-8s %3d %-5s %8.1f kg\n", lt.Line, lt.Bales, plural(lt.Bales, "bale"), lt.Kg)
	}
	return b.String()
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}
