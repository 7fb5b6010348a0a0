package curling

import "sort"

// EndResult is the score of one end: Points stones for Team. An end where
// no stone is in the house is blanked: Points is 0 and Team means nothing.
type EndResult struct {
	Team   Team
	Points int
}

// Blank reports whether nobody scored.
func (r EndResult) Blank() bool { return r.Points == 0 }

// ScoreEnd measures the stones left in play when the end is over. The team
// with the stone nearest the button scores one point for each of its stones
// in the house that is nearer than the opponent's nearest stone.
func ScoreEnd(stones []Stone) EndResult {
	var in []Stone
	for _, s := range stones {
		if s.InHouse() {
			in = append(in, s)
		}
	}
	if len(in) == 0 {
		return EndResult{}
	}
	sort.SliceStable(in, func(i, j int) bool { return in[i].Distance() < in[j].Distance() })
	winner := in[0].Team
	points := 0
	for _, s := range in {
		if s.Team != winner {
			break
		}
		points++
	}
	return EndResult{Team: winner, Points: points}
}
