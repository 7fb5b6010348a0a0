package race

import (
	"fmt"
	"sort"
	"time"
)

// Finisher is one runner's result.
type Finisher struct {
	Bib    int
	Name   string
	Sex    string // "M", "F" or "X"
	Age    int
	Gun    time.Duration // from the start gun
	Chip   time.Duration // from crossing the start mat
	Status string        // "" for a finish, "DNF", "DSQ"
}

// Placed is a finisher with overall and category places.
type Placed struct {
	Finisher
	Place    int
	Category string
	CatPlace int
}

// Category is the age category a runner races in: "M", "F" or "X" for the
// open class under 35, then five-year bands ("F40", "M55").
func Category(sex string, age int) string {
	if age < 35 {
		return sex
	}
	band := age / 5 * 5
	if band == 35 {
		return fmt.Sprintf("%s35", sex)
	}
	return fmt.Sprintf("%s%d", sex, band)
}

// Rank places the finishers by gun time (the rule for overall places), with
// ties broken by bib number. Runners with a status are left out.
func Rank(fs []Finisher) []Placed {
	var ok []Finisher
	for _, f := range fs {
		if f.Status == "" {
			ok = append(ok, f)
		}
	}
	sort.SliceStable(ok, func(i, j int) bool {
		if ok[i].Gun != ok[j].Gun {
			return ok[i].Gun < ok[j].Gun
		}
		return ok[i].Bib < ok[j].Bib
	})
	out := make([]Placed, len(ok))
	seen := map[string]int{}
	for i, f := range ok {
		cat := Category(f.Sex, f.Age)
		seen[cat]++
		out[i] = Placed{Finisher: f, Place: i + 1, Category: cat, CatPlace: seen[cat]}
	}
	return out
}

// Winners returns the first n in each category, keyed by category.
func Winners(ps []Placed, n int) map[string][]Placed {
	out := map[string][]Placed{}
	for _, p := range ps {
		if p.CatPlace <= n {
			out[p.Category] = append(out[p.Category], p)
		}
	}
	return out
}
