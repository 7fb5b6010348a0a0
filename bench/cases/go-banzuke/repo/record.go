package banzuke

import "fmt"

// BashoDays is the length of a top-division tournament.
const BashoDays = 15

// Record is a wrestler's result over one basho.
type Record struct {
	Wins   int
	Losses int
}

func (r Record) String() string {
	return fmt.Sprintf("%d-%d", r.Wins, r.Losses)
}

// KachiKoshi is a winning record: more wins than losses over the basho.
func (r Record) KachiKoshi() bool {
	return r.Wins > r.Losses
}

// MakeKoshi is a losing record.
func (r Record) MakeKoshi() bool {
	return !r.KachiKoshi()
}

// Net is wins minus losses, the number of half-ranks a maegashira roughly moves.
func (r Record) Net() int {
	return r.Wins - r.Losses
}
