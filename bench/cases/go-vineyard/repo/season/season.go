// Package season reads a block's daily picking tallies.
package season

import (
	"fmt"
	"strconv"
	"strings"
)

// Day is one day's picking in a block.
type Day struct {
	Date string // YYYY-MM-DD
	Kg   float64
	Bins int
}

// ParseLine reads "2026-03-02 412.5 9": the date, the kilograms and the bins filled.
func ParseLine(line string) (Day, error) {
	fields := strings.Fields(line)
	if len(fields) != 3 {
		return Day{}, fmt.Errorf("tally %q: want date, kg and bins", line)
	}
	kg, err := strconv.ParseFloat(fields[1], 64)
	if err != nil || kg < 0 {
		return Day{}, fmt.Errorf("tally %q: bad kilograms", line)
	}
	bins, err := strconv.Atoi(fields[2])
	if err != nil || bins < 0 {
		return Day{}, fmt.Errorf("tally %q: bad bins", line)
	}
	return Day{Date: fields[0], Kg: kg, Bins: bins}, nil
}

// Parse reads one tally a line; blank lines and lines starting with # are skipped.
// The days must come in date order.
func Parse(text string) ([]Day, error) {
	var days []Day
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		day, err := ParseLine(line)
		if err != nil {
			return nil, err
		}
		if n := len(days); n > 0 && day.Date <= days[n-1].Date {
			return nil, fmt.Errorf("tally %q: dates out of order", line)
		}
		days = append(days, day)
	}
	return days, nil
}

// Kilograms returns the days' kilograms in order.
func Kilograms(days []Day) []float64 {
	kg := make([]float64, len(days))
	for i, d := range days {
		kg[i] = d.Kg
	}
	return kg
}
