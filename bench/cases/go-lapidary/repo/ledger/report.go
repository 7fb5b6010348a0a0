package ledger

import (
	"fmt"
	"strings"
)

// Report prints the summary.
func Report(s Summary) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d lots, rough %v, finished %v, yield %.1f%%, value %v\n",
		s.Lots, s.Rough, s.Finished, 100*s.Yield(), s.Value)
	for _, t := range s.BySpecies {
		fmt.Fprintf(&b, "  %-9s %2d  %9v  %9v  %10v\n", t.Species, t.Lots, t.Rough, t.Finished, t.Value)
	}
	return b.String()
}
