package kennels

import (
	"fmt"
	"sort"
	"time"
)

// Season is a run of peak nights charged with a surcharge, from the night of
// First to the night of Last, both included.
type Season struct {
	Name         string
	First        time.Time
	Last         time.Time
	SurchargePct int
}

// Contains tells whether the night of the given date is in the season.
func (s Season) Contains(night time.Time) bool {
	return !night.Before(s.First) && !night.After(s.Last)
}

// Calendar is the year's peak seasons, which must not overlap.
type Calendar struct {
	Seasons []Season
}

// NewCalendar sorts the seasons and rejects overlapping ones.
func NewCalendar(seasons ...Season) (Calendar, error) {
	sorted := append([]Season(nil), seasons...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].First.Before(sorted[j].First) })
	for i := 1; i < len(sorted); i++ {
		if !sorted[i].First.After(sorted[i-1].Last) {
			return Calendar{}, fmt.Errorf("season %s overlaps %s", sorted[i].Name, sorted[i-1].Name)
		}
	}
	return Calendar{Seasons: sorted}, nil
}

// SeasonFor returns the season a night falls in, if any.
func (c Calendar) SeasonFor(night time.Time) (Season, bool) {
	for _, s := range c.Seasons {
		if s.Contains(night) {
			return s, true
		}
	}
	return Season{}, false
}
