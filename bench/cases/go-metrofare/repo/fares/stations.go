package fares

import (
	"fmt"
	"sort"
	"strings"
)

// stationZones maps each station, by its canonical name, to its fare zone.
var stationZones = map[string]int{
	"Central":      1,
	"Market Cross": 1,
	"Old Quay":     1,
	"Kingsgate":    2,
	"Parkside":     2,
	"Fenwick Road": 2,
	"Elm Hill":     3,
	"Northfield":   3,
	"Brackley":     4,
	"Ashby Vale":   4,
}

// canonical folds case and surrounding blanks so "  market cross" finds "Market Cross".
func canonical(name string) string {
	return strings.ToLower(strings.Join(strings.Fields(name), " "))
}

var byCanonical = func() map[string]string {
	out := make(map[string]string, len(stationZones))
	for name := range stationZones {
		out[canonical(name)] = name
	}
	return out
}()

// ZoneOf returns the zone of the named station.
func ZoneOf(station string) (int, error) {
	name, ok := byCanonical[canonical(station)]
	if !ok {
		return 0, fmt.Errorf("unknown station %q", station)
	}
	return stationZones[name], nil
}

// StationsIn lists the stations of one zone, sorted by name.
func StationsIn(zone int) []string {
	var out []string
	for name, z := range stationZones {
		if z == zone {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out
}
