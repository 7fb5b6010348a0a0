// Package report prints a batch's plan as the table pinned up in the feed store.
package report

import (
	"fmt"
	"strings"

	"hatchery/plan"
	"hatchery/stock"
)

// Plan renders the weeks of a plan for batch b with its totals.
func Plan(b stock.Batch, weeks []plan.Week) (string, error) {
	sum, err := plan.Totals(weeks)
	if err != nil {
		return "", err
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "Plan for %s: %d fish at %.1f g\n", b.Name, b.Count, b.MeanWeightG)
	fmt.Fprintf(&sb, "%4s  %-13s  %6s  %11s  %7s  %s\n", "Week", "Weight g", "Fish", "Ration kg/d", "Feed kg", "Pellet")
	for _, w := range weeks {
		weight := fmt.Sprintf("%.1f-%.1f", w.StartWeightG, w.EndWeightG)
		fmt.Fprintf(&sb, "%4d  %-13s  %6d  %11.2f  %7.2f  %s\n", w.No, weight, w.EndCount, w.RationKg, w.FeedKg, w.Pellet)
	}
	fmt.Fprintf(&sb, "Total feed %.1f kg, gain %.1f kg, FCR %.2f\n", sum.FeedKg, sum.GainKg, sum.FCR)
	return sb.String(), nil
}
