// Package survey reads the wall schedule a surveyor brings back from site:
// one wall a line, `name length height base top stone`, for instance
//
//	top-field   24.5m  1.4  0.7  0.35  gritstone
//
// Heights and widths are in metres; the length may carry an `m` suffix.
// Blank lines and lines starting with # are skipped.
package survey

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"example.org/drystone/wall"
)

// Read parses a schedule.
func Read(r io.Reader) ([]wall.Wall, error) {
	var walls []wall.Wall
	sc := bufio.NewScanner(r)
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		w, err := parseLine(line)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		walls = append(walls, w)
	}
	return walls, sc.Err()
}

func parseLine(line string) (wall.Wall, error) {
	f := strings.Fields(line)
	if len(f) != 6 {
		return wall.Wall{}, fmt.Errorf("want 6 fields, got %d", len(f))
	}
	length, err := parseLength(f[1])
	if err != nil {
		return wall.Wall{}, err
	}
	var dims [3]float64
	for i, s := range f[2:5] {
		v, err := strconv.ParseFloat(strings.TrimSuffix(s, "m"), 64)
		if err != nil {
			return wall.Wall{}, fmt.Errorf("bad dimension %q", s)
		}
		dims[i] = v
	}
	return wall.Wall{
		Name:    f[0],
		Length:  length,
		Section: wall.Section{Height: dims[0], BaseWidth: dims[1], TopWidth: dims[2]},
		Stone:   f[5],
	}, nil
}

// parseLength reads a length in metres.
func parseLength(s string) (float64, error) {
	v, err := strconv.ParseFloat(strings.TrimSuffix(s, "m"), 64)
	if err != nil || v <= 0 {
		return 0, fmt.Errorf("bad length %q", s)
	}
	return v, nil
}
