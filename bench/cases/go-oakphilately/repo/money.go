// Package philately prices stamp lots for Oak Philatelic Auctions:
// catalogue values, condition grades, perforation gauges and lot sheets.
package philately

import (
	"fmt"
	"strconv"
	"strings"
)

// Unpriced marks a catalogue column with no price (a dash in the catalogue).
const Unpriced = -1

// ParsePrice reads a catalogue price in pence: "£12.50", "£3", "75p" or "-".
func ParsePrice(s string) (int, error) {
	s = strings.TrimSpace(s)
	switch {
	case s == "-" || s == "":
		return Unpriced, nil
	case strings.HasSuffix(s, "p"):
		p, err := strconv.Atoi(strings.TrimSuffix(s, "p"))
		if err != nil || p < 0 {
			return 0, fmt.Errorf("bad price %q", s)
		}
		return p, nil
	case strings.HasPrefix(s, "£"):
		pounds, pence, found := strings.Cut(strings.TrimPrefix(s, "£"), ".")
		l, err := strconv.Atoi(pounds)
		if err != nil || l < 0 {
			return 0, fmt.Errorf("bad price %q", s)
		}
		p := 0
		if found {
			if len(pence) != 2 {
				return 0, fmt.Errorf("bad price %q", s)
			}
			if p, err = strconv.Atoi(pence); err != nil {
				return 0, fmt.Errorf("bad price %q", s)
			}
		}
		return l*100 + p, nil
	}
	return 0, fmt.Errorf("bad price %q", s)
}

// FormatPence writes pence the way the catalogue does: "75p", "£12.50".
func FormatPence(p int) string {
	if p == Unpriced {
		return "-"
	}
	if p < 100 {
		return fmt.Sprintf("%dp", p)
	}
	return fmt.Sprintf("£%d.%02d", p/100, p%100)
}
