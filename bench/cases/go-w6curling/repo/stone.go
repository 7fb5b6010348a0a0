// Package curling scores curling ends from stone positions and keeps a
// game's linescore, including who throws the last stone (the hammer).
package curling

import "math"

// Sheet dimensions in metres, from the rules of curling.
const (
	HouseRadius = 1.829  // the 12-foot ring
	StoneRadius = 0.1455 // a stone is at most 291 mm across
)

// Team is an index into Game.Teams: 0 or 1.
type Team int

// Other returns the opposing team.
func (t Team) Other() Team { return 1 - t }

// Stone is a stone at rest, with its centre measured from the button
// (X across the sheet, Y along it), in metres.
type Stone struct {
	Team Team
	X, Y float64
}

// Distance is the distance from the button to the centre of the stone.
func (s Stone) Distance() float64 {
	return math.Hypot(s.X, s.Y)
}

// InHouse reports whether any part of the stone covers the house. A stone
// that only biters the 12-foot ring is in.
func (s Stone) InHouse() bool {
	return s.Distance()-StoneRadius <= HouseRadius
}
