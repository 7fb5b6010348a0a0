package dressage

import (
	"fmt"
	"sort"
	"strings"
)

// Table prints ranked results: place, rider and horse, each judge's percentage in the
// usual order (C first) and the final percentage.
func Table(results []Result) string {
	var judges []Position
	seen := map[Position]bool{}
	for _, r := range results {
		for p := range r.ByJudge {
			if !seen[p] {
				seen[p] = true
				judges = append(judges, p)
			}
		}
	}
	sort.Slice(judges, func(i, j int) bool { return judges[i].order() < judges[j].order() })

	var b strings.Builder
	fmt.Fprintf(&b, "%-5s %-30s", "place", "rider / horse")
	for _, p := range judges {
		fmt.Fprintf(&b, " %8s", p)
	}
	fmt.Fprintf(&b, " %8s\n", "total")
	for _, r := range results {
		place := "-"
		if r.Place > 0 {
			place = fmt.Sprint(r.Place)
		}
		fmt.Fprintf(&b, "%-5s %-30s", place, r.Rider+" / "+r.Horse)
		for _, p := range judges {
			if pct, ok := r.ByJudge[p]; ok {
				fmt.Fprintf(&b, " %8.3f", pct)
			} else {
				fmt.Fprintf(&b, " %8s", "")
			}
		}
		if r.Eliminated {
			fmt.Fprintf(&b, " %8s\n", "E")
		} else {
			fmt.Fprintf(&b, " %8.3f\n", r.Percent)
		}
	}
	return b.String()
}
