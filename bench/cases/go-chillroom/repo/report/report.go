// Package report makes a day's report of a chill room's temperature from its probe's readings.
package report

import (
	"math"

	"example.com/chillroom/probe"
	"example.com/chillroom/rooms"
)

// Swing is a peak or a trough with the room's true temperature, to a hundredth of a degree.
type Swing struct {
	probe.Turn
	TrueC float64
}

// Table is the day's peaks and troughs in a room.
func Table(room string, rs []probe.Reading) ([]Swing, error) {
	off, err := rooms.Offset(room)
	if err != nil {
		return nil, err
	}
	var out []Swing
	for _, t := range probe.Turns(rs) {
		out = append(out, Swing{Turn: t, TrueC: hundredths(t.Temp - off)})
	}
	return out, nil
}

func hundredths(m float64) float64 {
	return math.Round(m*100) / 100
}
