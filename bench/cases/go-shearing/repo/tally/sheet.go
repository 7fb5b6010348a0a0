package tally

import (
	"bufio"
	"fmt"
	"strconv"
	"strings"

	"shearing/flock"
)

// ParseSheet reads a tally sheet written up after each run, one count a line:
//
//	<run> <shearer> <head> <class>
//
// for example `2 Mick 61 ewes`. Blank lines and '#' comments are skipped.
func ParseSheet(date string, runs int, text string) (*Day, error) {
	d := NewDay(date, runs)
	sc := bufio.NewScanner(strings.NewReader(text))
	lineNo := 0
	for sc.Scan() {
		lineNo++
		line := strings.TrimSpace(sc.Text())
		if i := strings.Index(line, "#"); i >= 0 {
			line = strings.TrimSpace(line[:i])
		}
		if line == "" {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) != 4 {
			return nil, fmt.Errorf("tally: line %d: want <run> <shearer> <head> <class>", lineNo)
		}
		run, err := strconv.Atoi(fields[0])
		if err != nil {
			return nil, fmt.Errorf("tally: line %d: bad run %q", lineNo, fields[0])
		}
		head, err := strconv.Atoi(fields[2])
		if err != nil {
			return nil, fmt.Errorf("tally: line %d: bad head %q", lineNo, fields[2])
		}
		class, err := flock.ParseClass(fields[3])
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", lineNo, err)
		}
		if err := d.Record(fields[1], Entry{Run: run, Class: class, Head: head}); err != nil {
			return nil, fmt.Errorf("line %d: %w", lineNo, err)
		}
	}
	return d, sc.Err()
}
