package icerink

import (
	"fmt"
	"strings"
	"time"
)

// DaySheet renders the timetable pinned up at the rink door: each session
// with its times and kind, and a line for each resurface.
func DaySheet(title string, tt *Timetable) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n%s\n", title, strings.Repeat("=", len(title)))
	for _, s := range tt.Sessions {
		fmt.Fprintf(&b, "%s-%s  %-20s %s\n", clock(s.Start), clock(s.End()), s.Name, s.Kind)
		if NeedsResurface(s) {
			_, end := tt.blocked(s)
			fmt.Fprintf(&b, "%s-%s  %-20s\n", clock(s.End()), clock(end), "(resurface)")
		}
	}
	fmt.Fprintf(&b, "Ice time: %s\n", hours(tt.IceHours()))
	return b.String()
}

func clock(t time.Time) string {
	return t.Format("15:04")
}

func hours(d time.Duration) string {
	h := int(d.Hours())
	m := int(d.Minutes()) % 60
	if m == 0 {
		return fmt.Sprintf("%dh", h)
	}
	return fmt.Sprintf("%dh%02d", h, m)
}
