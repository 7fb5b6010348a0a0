// Package race ranks the finishers of a club race.
package race

import (
	"fmt"
	"sort"

	"example.com/splitrun/timefmt"
)

// Finisher is one line of the results sheet.
type Finisher struct {
	Name string
	Age  int
	Time string
}

// Place is a finisher with a rank and a time in seconds.
type Place struct {
	Rank    int
	Seconds int
	Finisher
}

// Race holds the results sheet of one race.
type Race struct {
	Name      string
	Finishers []Finisher
}

// Add appends a finisher.
func (r *Race) Add(name string, age int, time string) {
	r.Finishers = append(r.Finishers, Finisher{Name: name, Age: age, Time: time})
}

// Standings ranks the finishers, fastest first; equal times share a rank.
func (r *Race) Standings() ([]Place, error) {
	places := make([]Place, 0, len(r.Finishers))
	for _, f := range r.Finishers {
		sec, err := timefmt.Seconds(f.Time)
		if err != nil {
			return nil, fmt.Errorf("race %s: %s: %w", r.Name, f.Name, err)
		}
		places = append(places, Place{Seconds: sec, Finisher: f})
	}
	sort.SliceStable(places, func(i, j int) bool { return places[i].Seconds < places[j].Seconds })
	for i := range places {
		if i > 0 && places[i].Seconds == places[i-1].Seconds {
			places[i].Rank = places[i-1].Rank
		} else {
			places[i].Rank = i + 1
		}
	}
	return places, nil
}

// AgeGroup names the ten-year band of an age, "U20" below twenty.
func AgeGroup(age int) string {
	if age < 20 {
		return "U20"
	}
	return fmt.Sprintf("V%d", age/10*10)
}

// GroupWinners gives the fastest finisher of each age group.
func (r *Race) GroupWinners() (map[string]Place, error) {
	places, err := r.Standings()
	if err != nil {
		return nil, err
	}
	winners := map[string]Place{}
	for _, p := range places {
		g := AgeGroup(p.Age)
		if _, seen := winners[g]; !seen {
			winners[g] = p
		}
	}
	return winners, nil
}
