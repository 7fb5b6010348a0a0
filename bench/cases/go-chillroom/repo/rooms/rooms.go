// Package rooms knows the warehouse's chill rooms and their probes.
package rooms

import (
	"fmt"
	"sort"
)

// offsets: how far each room's probe reads above the true temperature, in °C (from its last calibration).
var offsets = map[string]float64{
	"dairy":   0.42,
	"produce": 0.25,
	"meat":    0.31,
	"bakery":  0.18,
}

// Offset is how far the room's probe reads high: a logged temperature less this is the room's true
// temperature.
func Offset(room string) (float64, error) {
	off, ok := offsets[room]
	if !ok {
		return 0, fmt.Errorf("no probe in room %q", room)
	}
	return off, nil
}

// Names lists the rooms, sorted.
func Names() []string {
	names := make([]string, 0, len(offsets))
	for n := range offsets {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}
