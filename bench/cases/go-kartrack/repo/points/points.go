// Package points scores the club championship from the classified races.
package points

import (
	"sort"

	"kartrack/session"
)

// Table is the points for first place onwards; places beyond it score nothing.
var Table = []int{25, 18, 15, 12, 10, 8, 6, 4, 2, 1}

// FastestLapBonus goes to the driver with the race's fastest lap if they finish in the points.
const FastestLapBonus = 1

// Round is one race's points per driver.
type Round map[string]int

// Score returns the points of one classified race. Drivers who did not complete a lap score
// nothing.
func Score(results []session.Result) Round {
	round := Round{}
	for _, r := range results {
		if r.Laps == 0 {
			continue
		}
		if r.Position >= 1 && r.Position <= len(Table) {
			round[r.Driver] += Table[r.Position-1]
		}
	}
	if fl, ok := session.FastestLap(results); ok && fl.Position <= len(Table) {
		round[fl.Driver] += FastestLapBonus
	}
	return round
}

// Standing is a driver's place in the championship.
type Standing struct {
	Driver string
	Points int
	Wins   int
	Best   int // best finishing position
	Rounds int // races started
}

// Standings adds up the races. Ties on points go to the driver with more wins, then the better
// best finish, then by name.
func Standings(races [][]session.Result) []Standing {
	by := map[string]*Standing{}
	get := func(name string) *Standing {
		s, ok := by[name]
		if !ok {
			s = &Standing{Driver: name}
			by[name] = s
		}
		return s
	}
	for _, race := range races {
		for driver, pts := range Score(race) {
			get(driver).Points += pts
		}
		for _, r := range race {
			s := get(r.Driver)
			s.Rounds++
			if r.Laps == 0 {
				continue
			}
			if r.Position == 1 {
				s.Wins++
			}
			if s.Best == 0 || r.Position < s.Best {
				s.Best = r.Position
			}
		}
	}
	out := make([]Standing, 0, len(by))
	for _, s := range by {
		out = append(out, *s)
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Points != b.Points {
			return a.Points > b.Points
		}
		if a.Wins != b.Wins {
			return a.Wins > b.Wins
		}
		if a.Best != b.Best {
			if a.Best == 0 || b.Best == 0 {
				return b.Best == 0
			}
			return a.Best < b.Best
		}
		return a.Driver < b.Driver
	})
	return out
}
