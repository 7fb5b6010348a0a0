// Package timefmt reads and writes race times such as "1:02:03".
package timefmt

import (
	"fmt"
	"strconv"
	"strings"
)

// Seconds parses a finishing time written as h:mm:ss.
func Seconds(s string) (int, error) {
	parts := strings.Split(strings.TrimSpace(s), ":")
	if len(parts) != 3 {
		return 0, fmt.Errorf("timefmt: %q is not h:mm:ss", s)
	}
	total := 0
	weights := []int{3600, 60, 1}
	for i, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 {
			return 0, fmt.Errorf("timefmt: bad field %q in %q", p, s)
		}
		if i > 0 && n >= 60 {
			return 0, fmt.Errorf("timefmt: field %q out of range in %q", p, s)
		}
		total += n * weights[i]
	}
	return total, nil
}

// Format writes a number of seconds as h:mm:ss.
func Format(sec int) string {
	return fmt.Sprintf("%d:%02d:%02d", sec/3600, sec/60%60, sec%60)
}
