// Package ledger reads the workshop's lot ledger and sums it up.
//
// One lot a line: "<lot> <species> <cut> <grade> <rough> <finished>", e.g.
//
//	R-104 ruby oval AA 3.10ct 1.42ct
//
// Blank lines and lines starting with '#' are skipped.
package ledger

import (
	"bufio"
	"fmt"
	"io"
	"sort"
	"strings"

	"example.org/lapidary/price"
	"example.org/lapidary/stone"
	"example.org/lapidary/weight"
)

// Parse reads the ledger.
func Parse(r io.Reader) ([]stone.Stone, error) {
	var out []stone.Stone
	sc := bufio.NewScanner(r)
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		s, err := parseLine(line)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		out = append(out, s)
	}
	return out, sc.Err()
}

func parseLine(line string) (stone.Stone, error) {
	f := strings.Fields(line)
	if len(f) != 6 {
		return stone.Stone{}, fmt.Errorf("want 6 fields, got %d", len(f))
	}
	s := stone.Stone{Lot: f[0]}
	var err error
	if s.Species, err = stone.ParseSpecies(f[1]); err != nil {
		return s, err
	}
	if s.Cut, err = stone.ParseCut(f[2]); err != nil {
		return s, err
	}
	if s.Grade, err = stone.ParseGrade(f[3]); err != nil {
		return s, err
	}
	if s.Rough, err = weight.Parse(f[4]); err != nil {
		return s, err
	}
	if s.Finished, err = weight.Parse(f[5]); err != nil {
		return s, err
	}
	if s.Finished > s.Rough {
		return s, fmt.Errorf("lot %s: finished %v heavier than rough %v", s.Lot, s.Finished, s.Rough)
	}
	return s, nil
}

// SpeciesTotal is the lots of one species.
type SpeciesTotal struct {
	Species  stone.Species
	Lots     int
	Rough    weight.Milligrams
	Finished weight.Milligrams
	Value    price.Cents
}

// Summary of a ledger.
type Summary struct {
	Lots      int
	Rough     weight.Milligrams
	Finished  weight.Milligrams
	Value     price.Cents
	BySpecies []SpeciesTotal
}

// Yield is the finished weight as a share of the rough over all lots.
func (s Summary) Yield() float64 {
	if s.Rough == 0 {
		return 0
	}
	return float64(s.Finished) / float64(s.Rough)
}

// Summarize adds the ledger up, per species in order of value.
func Summarize(stones []stone.Stone) Summary {
	var s Summary
	per := map[stone.Species]*SpeciesTotal{}
	for _, st := range stones {
		v := price.Value(st)
		s.Lots++
		s.Rough += st.Rough
		s.Finished += st.Finished
		s.Value += v
		t := per[st.Species]
		if t == nil {
			t = &SpeciesTotal{Species: st.Species}
			per[st.Species] = t
		}
		t.Lots++
		t.Rough += st.Rough
		t.Finished += st.Finished
		t.Value += v
	}
	for _, t := range per {
		s.BySpecies = append(s.BySpecies, *t)
	}
	sort.Slice(s.BySpecies, func(i, j int) bool {
		a, b := s.BySpecies[i], s.BySpecies[j]
		if a.Value != b.Value {
			return a.Value > b.Value
		}
		return a.Species < b.Species
	})
	return s
}
