// Package tally keeps the shed's tally: how many sheep of each class each
// shearer shore in each run of the day.
package tally

import (
	"fmt"

	"shearing/flock"
)

// Entry is one count on the tally board.
type Entry struct {
	Run   int
	Class flock.Class
	Head  int
}

// Shearer is one stand on the board and what was shorn there.
type Shearer struct {
	Name    string
	Stand   int
	Entries []Entry
}

// Total is everything the shearer shore that day.
func (s *Shearer) Total() int {
	total := 0
	for _, e := range s.Entries {
		total += e.Head
	}
	return total
}

// RunTotal is what the shearer shore in one run.
func (s *Shearer) RunTotal(run int) int {
	total := 0
	for _, e := range s.Entries {
		if e.Run == run {
			total += e.Head
		}
	}
	return total
}

// ByClass adds up the shearer's head of each class.
func (s *Shearer) ByClass() map[flock.Class]int {
	counts := make(map[flock.Class]int)
	for _, e := range s.Entries {
		counts[e.Class] += e.Head
	}
	return counts
}

// Day is the tally board of one shearing day of Runs runs.
type Day struct {
	Date     string
	Runs     int
	Shearers []*Shearer
}

// NewDay starts an empty board.
func NewDay(date string, runs int) *Day {
	return &Day{Date: date, Runs: runs}
}

// Shearer returns the shearer of that name, adding a stand for a new one.
func (d *Day) Shearer(name string) *Shearer {
	for _, s := range d.Shearers {
		if s.Name == name {
			return s
		}
	}
	s := &Shearer{Name: name, Stand: len(d.Shearers) + 1}
	d.Shearers = append(d.Shearers, s)
	return s
}

// Record puts a count on the board against a shearer.
func (d *Day) Record(name string, e Entry) error {
	if e.Run < 1 || e.Run > d.Runs {
		return fmt.Errorf("tally: %s: run %d outside 1-%d", name, e.Run, d.Runs)
	}
	if e.Head <= 0 {
		return fmt.Errorf("tally: %s: run %d: head must be positive, got %d", name, e.Run, e.Head)
	}
	s := d.Shearer(name)
	s.Entries = append(s.Entries, e)
	return nil
}

// Total is the shed's tally for the day.
func (d *Day) Total() int {
	total := 0
	for _, s := range d.Shearers {
		total += s.Total()
	}
	return total
}

// RunTotals is the shed's tally for each run, run 1 first.
func (d *Day) RunTotals() []int {
	totals := make([]int, d.Runs)
	for _, s := range d.Shearers {
		for _, e := range s.Entries {
			totals[e.Run-1] += e.Head
		}
	}
	return totals
}

// ByClass adds up the shed's head of each class.
func (d *Day) ByClass() map[flock.Class]int {
	counts := make(map[flock.Class]int)
	for _, s := range d.Shearers {
		for class, head := range s.ByClass() {
			counts[class] += head
		}
	}
	return counts
}

// TopGun is the shearer with the highest tally; on a tie the lower stand.
// It returns nil for an empty board.
func (d *Day) TopGun() *Shearer {
	var best *Shearer
	for _, s := range d.Shearers {
		if best == nil || s.Total() > best.Total() {
			best = s
		}
	}
	return best
}
