package slots

import (
	"fmt"
	"strconv"
	"strings"
)

// minutesOf turns "HH:MM" into minutes since midnight.
func minutesOf(clock string) (int, error) {
	hh, mm, ok := strings.Cut(clock, ":")
	if !ok || len(hh) != 2 || len(mm) != 2 {
		return 0, fmt.Errorf("clock %q: want HH:MM", clock)
	}
	h, err := strconv.Atoi(hh)
	if err != nil || h < 0 || h > 24 {
		return 0, fmt.Errorf("clock %q: bad hour", clock)
	}
	m, err := strconv.Atoi(mm)
	if err != nil || m < 0 || m > 59 {
		return 0, fmt.Errorf("clock %q: bad minute", clock)
	}
	if h == 24 && m != 0 {
		return 0, fmt.Errorf("clock %q: past midnight", clock)
	}
	return h*60 + m, nil
}

// clockOf is the inverse of minutesOf.
func clockOf(minutes int) string {
	return fmt.Sprintf("%02d:%02d", minutes/60, minutes%60)
}
