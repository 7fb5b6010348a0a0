package dressage

import (
	"bufio"
	"fmt"
	"strconv"
	"strings"
)

// ParseTest reads a test sheet: a `test NAME` line, then one line per movement,
// `NAME | COEFFICIENT`, with `collective` before the name for a collective mark.
func ParseTest(text string) (Test, error) {
	var t Test
	sc := bufio.NewScanner(strings.NewReader(text))
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if name, ok := strings.CutPrefix(line, "test "); ok {
			t.Name = strings.TrimSpace(name)
			continue
		}
		name, coef, found := strings.Cut(line, "|")
		if !found {
			return t, fmt.Errorf("line %d: want NAME | COEFFICIENT", n)
		}
		c, err := strconv.Atoi(strings.TrimSpace(coef))
		if err != nil || c < 1 {
			return t, fmt.Errorf("line %d: bad coefficient %q", n, strings.TrimSpace(coef))
		}
		m := Movement{Name: strings.TrimSpace(name), Coefficient: c}
		if rest, ok := strings.CutPrefix(m.Name, "collective "); ok {
			m.Name, m.Collective = strings.TrimSpace(rest), true
		}
		t.Movements = append(t.Movements, m)
	}
	if len(t.Movements) == 0 {
		return t, fmt.Errorf("test %q has no movements", t.Name)
	}
	return t, nil
}

// ParseRides reads the judges' sheets of a class: `ride RIDER / HORSE`, then one line per
// judge, `POSITION MARK MARK ...`, and optionally `errors N` for errors of course (which
// the judge at C rings for, and so count on every sheet).
func ParseRides(text string) ([]Ride, error) {
	var rides []Ride
	sc := bufio.NewScanner(strings.NewReader(text))
	for n := 1; sc.Scan(); n++ {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 || strings.HasPrefix(fields[0], "#") {
			continue
		}
		switch fields[0] {
		case "ride":
			rider, horse, _ := strings.Cut(strings.Join(fields[1:], " "), "/")
			rides = append(rides, Ride{Rider: strings.TrimSpace(rider), Horse: strings.TrimSpace(horse)})
			continue
		}
		if len(rides) == 0 {
			return nil, fmt.Errorf("line %d: sheet before the first ride", n)
		}
		ride := &rides[len(rides)-1]
		if fields[0] == "errors" {
			if len(fields) != 2 {
				return nil, fmt.Errorf("line %d: want errors N", n)
			}
			e, err := strconv.Atoi(fields[1])
			if err != nil || e < 0 {
				return nil, fmt.Errorf("line %d: bad errors %q", n, fields[1])
			}
			for i := range ride.Sheets {
				ride.Sheets[i].CourseErrors = e
			}
			continue
		}
		pos, err := ParsePosition(fields[0])
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		sheet := Sheet{Position: pos}
		for _, f := range fields[1:] {
			m, err := ParseMark(f)
			if err != nil {
				return nil, fmt.Errorf("line %d: %w", n, err)
			}
			sheet.Marks = append(sheet.Marks, m)
		}
		ride.Sheets = append(ride.Sheets, sheet)
	}
	return rides, nil
}
