// Package race times road races: it parses and formats race clocks, works
// out paces and splits, ranks finishers and age-grades their times.
package race

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// ParseClock reads a race clock as "h:mm:ss", "mm:ss" or "h:mm:ss.t".
func ParseClock(s string) (time.Duration, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, fmt.Errorf("race: empty clock")
	}
	parts := strings.Split(s, ":")
	if len(parts) > 3 {
		return 0, fmt.Errorf("race: bad clock %q", s)
	}
	var total time.Duration
	for i, p := range parts {
		last := i == len(parts)-1
		if last {
			sec, err := strconv.ParseFloat(p, 64)
			if err != nil || sec < 0 || sec >= 60 {
				return 0, fmt.Errorf("race: bad seconds in %q", s)
			}
			total = total*60 + time.Duration(sec*float64(time.Second))
			continue
		}
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 || (i > 0 && n >= 60) {
			return 0, fmt.Errorf("race: bad field %q in %q", p, s)
		}
		total = total*60 + time.Duration(n)*time.Second
	}
	return total, nil
}

// FormatClock writes a duration as "h:mm:ss", dropping the hours under one
// hour ("mm:ss"). Tenths are shown only when tenths is true; the time is
// truncated, never rounded up, as timing rules require.
func FormatClock(d time.Duration, tenths bool) string {
	if d < 0 {
		d = 0
	}
	unit := time.Second
	if tenths {
		unit = time.Second / 10
	}
	d = d.Truncate(unit)
	h := int(d / time.Hour)
	m := int(d % time.Hour / time.Minute)
	sec := int(d % time.Minute / time.Second)
	out := fmt.Sprintf("%02d:%02d", m, sec)
	if h > 0 {
		out = fmt.Sprintf("%d:%s", h, out)
	}
	if tenths {
		out += fmt.Sprintf(".%d", int(d%time.Second/(time.Second/10)))
	}
	return out
}
