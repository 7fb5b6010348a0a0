package sundial

import (
	"fmt"
	"strings"
)

// FormatClock writes minutes after midnight as HH:MM, rounded to the
// nearest minute.
func FormatClock(m float64) string {
	total := int(wrapMinutes(m) + 0.5)
	return fmt.Sprintf("%02d:%02d", (total/60)%24, total%60)
}

// CorrectionCard is the card hung beside a dial: for the first of each
// month, what a clock shows when the dial reads noon.
func CorrectionCard(site Site, year int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: clock time at dial noon\n", site.Name)
	for month := 1; month <= 12; month++ {
		n := dayOfYear(year, month, 1)
		fmt.Fprintf(&b, "%s %s\n", monthNames[month-1], FormatClock(ClockMinutes(site, n, 720)))
	}
	return b.String()
}

var monthNames = []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}

var cumulativeDays = []int{0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334}

func dayOfYear(year, month, day int) int {
	n := cumulativeDays[month-1] + day
	leap := year%4 == 0 && (year%100 != 0 || year%400 == 0)
	if leap && month > 2 {
		n++
	}
	return n
}
