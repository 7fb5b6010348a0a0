package turnpike

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Rate is a number of requests allowed per period.
type Rate struct {
	Count int
	Per   time.Duration
}

// Interval is the time it takes to earn back one request.
func (r Rate) Interval() time.Duration {
	return r.Per / time.Duration(r.Count)
}

var unitNames = map[string]time.Duration{
	"s":   time.Second,
	"sec": time.Second,
	"m":   time.Minute,
	"min": time.Minute,
	"h":   time.Hour,
	"d":   24 * time.Hour,
}

// ParseRate reads a rate written as COUNT/UNIT, such as "30/min" or "5/s".
func ParseRate(s string) (Rate, error) {
	count, unit, ok := strings.Cut(strings.TrimSpace(s), "/")
	if !ok {
		return Rate{}, fmt.Errorf("rate %q: want COUNT/UNIT", s)
	}
	n, err := strconv.Atoi(count)
	if err != nil || n <= 0 {
		return Rate{}, fmt.Errorf("rate %q: count must be a positive whole number", s)
	}
	per, ok := unitNames[strings.ToLower(unit)]
	if !ok {
		return Rate{}, fmt.Errorf("rate %q: unknown unit %q", s, unit)
	}
	return Rate{Count: n, Per: per}, nil
}

// String writes the rate back in the form ParseRate reads.
func (r Rate) String() string {
	switch r.Per {
	case time.Second:
		return fmt.Sprintf("%d/s", r.Count)
	case time.Minute:
		return fmt.Sprintf("%d/min", r.Count)
	case time.Hour:
		return fmt.Sprintf("%d/h", r.Count)
	case 24 * time.Hour:
		return fmt.Sprintf("%d/d", r.Count)
	}
	return fmt.Sprintf("%d/%s", r.Count, r.Per)
}
