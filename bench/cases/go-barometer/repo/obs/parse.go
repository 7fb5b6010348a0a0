package obs

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"time"
)

const stamp = "2006-01-02T15:04"

// ParseLine parses one observation line.
func ParseLine(line string) (Reading, error) {
	f := strings.Fields(line)
	if len(f) != 5 {
		return Reading{}, fmt.Errorf("want 5 fields, got %d in %q", len(f), line)
	}
	at, err := time.Parse(stamp, f[0])
	if err != nil {
		return Reading{}, fmt.Errorf("time %q: %w", f[0], err)
	}
	p, err := parsePressure(f[1])
	if err != nil {
		return Reading{}, err
	}
	t, err := parseTemp(f[2])
	if err != nil {
		return Reading{}, err
	}
	dir, kn, err := parseWind(f[3], f[4])
	if err != nil {
		return Reading{}, err
	}
	return Reading{At: at, Pressure: p, TempC: t, WindDir: dir, WindKnots: kn}, nil
}

// ParseLog parses a whole log; blank lines and lines starting with # are skipped.
// The error names the first bad line by its number.
func ParseLog(r io.Reader) ([]Reading, error) {
	var out []Reading
	sc := bufio.NewScanner(r)
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		rd, err := ParseLine(line)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		out = append(out, rd)
	}
	return out, sc.Err()
}
