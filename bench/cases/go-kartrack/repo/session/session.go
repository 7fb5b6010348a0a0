// Package session classifies a timed session and builds grids from it.
package session

import (
	"fmt"
	"sort"
	"time"

	"kartrack/timing"
)

// Entry is a driver entered in a session on a given kart.
type Entry struct {
	Kart   int
	Driver string
}

// Result is one line of a session's classification.
type Result struct {
	Position int
	Kart     int
	Driver   string
	Laps     int
	Total    time.Duration // race time: the sum of the laps
	Best     time.Duration
	BestLap  int
	Gap      string // to the leader: "+1.234" or "+2 laps"; empty for the leader
}

// Classify ranks the entries: more laps first, then the shorter race time, then the better best
// lap, then kart number. Entries without laps are classified last with zero laps.
func Classify(entries []Entry, laps map[int][]timing.Lap) []Result {
	results := make([]Result, 0, len(entries))
	for _, e := range entries {
		ls := laps[e.Kart]
		r := Result{Kart: e.Kart, Driver: e.Driver, Laps: len(ls), Total: timing.Total(ls)}
		if b, ok := timing.Best(ls); ok {
			r.Best = b.Time
			r.BestLap = b.Number
		}
		results = append(results, r)
	}
	sort.SliceStable(results, func(i, j int) bool { return ahead(results[i], results[j]) })
	for i := range results {
		results[i].Position = i + 1
		if i > 0 {
			results[i].Gap = gap(results[0], results[i])
		}
	}
	return results
}

func ahead(a, b Result) bool {
	if a.Laps != b.Laps {
		return a.Laps > b.Laps
	}
	if a.Total != b.Total {
		return a.Total < b.Total
	}
	if a.Best != b.Best {
		// a kart with no laps has a zero best and goes after one with laps
		if a.Best == 0 || b.Best == 0 {
			return b.Best == 0
		}
		return a.Best < b.Best
	}
	return a.Kart < b.Kart
}

func gap(leader, r Result) string {
	if down := leader.Laps - r.Laps; down > 0 {
		if down == 1 {
			return "+1 lap"
		}
		return fmt.Sprintf("+%d laps", down)
	}
	return "+" + timing.FormatLap(r.Total-leader.Total)
}

// FastestLap returns the result holding the fastest lap of the session, or false if nobody set a
// lap. On equal times the earlier classified driver keeps it.
func FastestLap(results []Result) (Result, bool) {
	var best Result
	found := false
	for _, r := range results {
		if r.Laps == 0 {
			continue
		}
		if !found || r.Best < best.Best {
			best = r
			found = true
		}
	}
	return best, found
}
