// Package timetable holds the published departures: "HH:MM station" a line.
package timetable

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Departure is one published departure.
type Departure struct {
	Station string
	Hour    int
	Minute  int
}

// Minutes is the departure's time as minutes after midnight.
func (d Departure) Minutes() int { return d.Hour*60 + d.Minute }

func (d Departure) String() string { return fmt.Sprintf("%02d:%02d %s", d.Hour, d.Minute, d.Station) }

// Timetable is the day's departures in time order.
type Timetable struct {
	Departures []Departure
}

// Parse reads a timetable.
func Parse(text string) (Timetable, error) {
	var tt Timetable
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		clock, station, ok := strings.Cut(line, " ")
		if !ok {
			return Timetable{}, fmt.Errorf("line %d: want \"HH:MM station\"", i+1)
		}
		h, m, err := parseClock(clock)
		if err != nil {
			return Timetable{}, fmt.Errorf("line %d: %w", i+1, err)
		}
		tt.Departures = append(tt.Departures, Departure{Station: strings.TrimSpace(station), Hour: h, Minute: m})
	}
	sort.SliceStable(tt.Departures, func(i, j int) bool { return tt.Departures[i].Minutes() < tt.Departures[j].Minutes() })
	return tt, nil
}

func parseClock(clock string) (int, int, error) {
	hh, mm, ok := strings.Cut(clock, ":")
	h, err1 := strconv.Atoi(hh)
	m, err2 := strconv.Atoi(mm)
	if !ok || err1 != nil || err2 != nil || h < 0 || h > 23 || m < 0 || m > 59 {
		return 0, 0, fmt.Errorf("bad time %q", clock)
	}
	return h, m, nil
}

// Nearest is the published departure from station closest to t (UTC), and how late t is against it.
func (tt Timetable) Nearest(station string, t time.Time) (Departure, time.Duration, bool) {
	at := t.Hour()*60 + t.Minute()
	best, found := Departure{}, false
	for _, d := range tt.Departures {
		if d.Station != station {
			continue
		}
		if !found || abs(d.Minutes()-at) < abs(best.Minutes()-at) {
			best, found = d, true
		}
	}
	if !found {
		return Departure{}, 0, false
	}
	midnight := time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC)
	scheduled := midnight.Add(time.Duration(best.Minutes()) * time.Minute)
	return best, t.Sub(scheduled), true
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
