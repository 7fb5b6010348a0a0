// Package timing turns the transponder loop's passings into laps.
package timing

import (
	"bufio"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Passing is one crossing of the timing loop by a kart's transponder, measured from the start of
// the session.
type Passing struct {
	Kart int
	At   time.Duration
}

// ParsePassings reads passings, one "kart,elapsed" line each, where elapsed is "m:ss.mmm" or a
// number of seconds ("83.412"). Blank lines and lines starting with '#' are skipped. The
// passings come back ordered by time.
func ParsePassings(r io.Reader) ([]Passing, error) {
	var out []Passing
	sc := bufio.NewScanner(r)
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Split(line, ",")
		if len(fields) != 2 {
			return nil, fmt.Errorf("line %d: want kart,elapsed, got %q", n, line)
		}
		kart, err := strconv.Atoi(strings.TrimSpace(fields[0]))
		if err != nil || kart <= 0 {
			return nil, fmt.Errorf("line %d: bad kart number %q", n, fields[0])
		}
		at, err := ParseElapsed(strings.TrimSpace(fields[1]))
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
		out = append(out, Passing{Kart: kart, At: at})
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].At < out[j].At })
	return out, nil
}

// ParseElapsed reads "m:ss.mmm", "ss.mmm" or whole seconds.
func ParseElapsed(s string) (time.Duration, error) {
	if s == "" {
		return 0, fmt.Errorf("empty time")
	}
	var minutes int
	rest := s
	if i := strings.IndexByte(s, ':'); i >= 0 {
		m, err := strconv.Atoi(s[:i])
		if err != nil || m < 0 {
			return 0, fmt.Errorf("bad minutes in %q", s)
		}
		minutes = m
		rest = s[i+1:]
		whole := rest
		if dot := strings.IndexByte(rest, '.'); dot >= 0 {
			whole = rest[:dot]
		}
		if len(whole) != 2 {
			return 0, fmt.Errorf("bad seconds in %q", s)
		}
	}
	secs, err := strconv.ParseFloat(rest, 64)
	if err != nil || secs < 0 {
		return 0, fmt.Errorf("bad seconds in %q", s)
	}
	if minutes > 0 && secs >= 60 {
		return 0, fmt.Errorf("seconds out of range in %q", s)
	}
	ms := int64(secs*1000 + 0.5)
	return time.Duration(minutes)*time.Minute + time.Duration(ms)*time.Millisecond, nil
}
