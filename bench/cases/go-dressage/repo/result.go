package dressage

import (
	"fmt"
	"math"
	"sort"
)

// Ride is one rider and horse with a sheet from each judge.
type Ride struct {
	Rider  string
	Horse  string
	Sheets []Sheet
}

// Result is a ride's final score.
type Result struct {
	Rider       string
	Horse       string
	Percent     float64 // mean of the judges' percentages, to 3 places
	ByJudge     map[Position]float64
	Collectives float64 // collective points summed over the judges, the tie-break
	Eliminated  bool
	Place       int // 0 for an eliminated ride
}

func round3(v float64) float64 { return math.Round(v*1000) / 1000 }

// Score combines the judges' sheets of a ride.
func Score(r Ride, t Test) (Result, error) {
	res := Result{Rider: r.Rider, Horse: r.Horse, ByJudge: map[Position]float64{}}
	if len(r.Sheets) == 0 {
		return res, fmt.Errorf("%s: no sheets", r.Rider)
	}
	sum := 0.0
	for _, s := range r.Sheets {
		if _, dup := res.ByJudge[s.Position]; dup {
			return res, fmt.Errorf("%s: two sheets from the judge at %s", r.Rider, s.Position)
		}
		pct, eliminated, err := s.Percent(t)
		if err != nil {
			return res, fmt.Errorf("%s: %w", r.Rider, err)
		}
		if eliminated {
			res.Eliminated = true
			res.ByJudge = map[Position]float64{}
			res.Collectives = 0
			return res, nil
		}
		res.ByJudge[s.Position] = round3(pct)
		res.Collectives += s.CollectivePoints(t)
		sum += pct
	}
	res.Percent = round3(sum / float64(len(r.Sheets)))
	return res, nil
}

// Rank orders results best first and gives places: equal percentages are split by the
// collective marks, and rides equal on both share a place. Eliminated rides come last
// without a place.
func Rank(results []Result) {
	sort.SliceStable(results, func(i, j int) bool {
		a, b := results[i], results[j]
		if a.Eliminated != b.Eliminated {
			return !a.Eliminated
		}
		if a.Percent != b.Percent {
			return a.Percent > b.Percent
		}
		return a.Collectives > b.Collectives
	})
	for i := range results {
		switch {
		case results[i].Eliminated:
			results[i].Place = 0
		case i > 0 && results[i].Percent == results[i-1].Percent && results[i].Collectives == results[i-1].Collectives:
			results[i].Place = results[i-1].Place
		default:
			results[i].Place = i + 1
		}
	}
}
