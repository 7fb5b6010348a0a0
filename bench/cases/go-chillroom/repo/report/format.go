package report

import (
	"fmt"
	"strings"
)

// Format writes the table as the night manager's sheet has it: one line a swing, `max 05:40  4.62 °C`.
func Format(room string, ts []Swing) string {
	var b strings.Builder
	if len(ts) > 0 {
		fmt.Fprintf(&b, "%s %s\n", strings.ToUpper(room[:1])+room[1:], ts[0].At.Format("Mon 2 Jan 2006"))
	}
	for _, t := range ts {
		kind := "min"
		if t.High {
			kind = "max"
		}
		fmt.Fprintf(&b, "%s %s %5.2f °C\n", kind, t.At.Format("15:04"), t.TrueC)
	}
	return b.String()
}
