// Package probe reads a chill room's temperature logger and finds the swings of temperature in it.
package probe

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
)

// Reading is one temperature from the room's probe, in °C as the probe reads it.
type Reading struct {
	At   time.Time
	Temp float64
}

// Read parses the logger's lines: an RFC 3339 time (minutes are enough) and a temperature. Blank lines and lines
// starting with '#' are skipped. Readings must come in time order.
func Read(r io.Reader) ([]Reading, error) {
	var out []Reading
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) != 2 {
			return nil, fmt.Errorf("line %d: want a time and a temperature, got %q", n, line)
		}
		at, err := parseTime(fields[0])
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
		h, err := strconv.ParseFloat(fields[1], 64)
		if err != nil {
			return nil, fmt.Errorf("line %d: temperature %q is not a number", n, fields[1])
		}
		if len(out) > 0 && !at.After(out[len(out)-1].At) {
			return nil, fmt.Errorf("line %d: %s is not after the reading before it", n, fields[0])
		}
		out = append(out, Reading{At: at, Temp: h})
	}
	return out, sc.Err()
}

func parseTime(s string) (time.Time, error) {
	for _, layout := range []string{"2006-01-02T15:04Z07:00", time.RFC3339} {
		if t, err := time.Parse(layout, s); err == nil {
			return t.UTC(), nil
		}
	}
	return time.Time{}, fmt.Errorf("time %q is not RFC 3339", s)
}
