// Package report prints a schedule for people to read.
package report

import (
	"fmt"
	"strings"
	"time"

	"example.com/oncall/internal/rota"
)

// Week prints who is on call at from, then each handoff of the seven days from there, one a line.
func Week(s rota.Schedule, from time.Time) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s  on call: %s\n", stamp(from), s.Who(from))
	for _, h := range s.Handoffs(from, from.AddDate(0, 0, 7)) {
		fmt.Fprintf(&b, "%s  %s -> %s", stamp(h.At), h.From, h.To)
		if h.Reason != "" {
			fmt.Fprintf(&b, " (%s)", h.Reason)
		}
		b.WriteString("\n")
	}
	return b.String()
}

func stamp(t time.Time) string {
	return t.UTC().Format("Mon 02 Jan 15:04")
}
