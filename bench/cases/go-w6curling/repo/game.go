package curling

import "fmt"

// EndRecord is one played end: its result and who had the hammer.
type EndRecord struct {
	Result EndResult
	Hammer Team
}

// Game is the linescore of a game between two teams.
type Game struct {
	Teams  [2]string
	Hammer Team // who throws the last stone of the next end
	Score  [2]int
	Ends   []EndRecord
}

// NewGame starts a game; hammer is the team that won the last stone draw.
func NewGame(team0, team1 string, hammer Team) *Game {
	return &Game{Teams: [2]string{team0, team1}, Hammer: hammer}
}

// Record adds a finished end. The team that did not score has the hammer in
// the next end, so a team that scores with the hammer gives it up, a steal
// leaves it where it was, and after a blank end the same team keeps it.
func (g *Game) Record(r EndResult) {
	g.Ends = append(g.Ends, EndRecord{Result: r, Hammer: g.Hammer})
	if r.Blank() {
		return
	}
	g.Score[r.Team] += r.Points
	if r.Team == g.Hammer {
		g.Hammer = g.Hammer.Other()
	}
}

// PlayEnd scores the stones of an end and records the result.
func (g *Game) PlayEnd(stones []Stone) EndResult {
	r := ScoreEnd(stones)
	g.Record(r)
	return r
}

// Leader returns the leading team's name and its lead, or "" and 0 when the
// score is tied.
func (g *Game) Leader() (string, int) {
	switch {
	case g.Score[0] > g.Score[1]:
		return g.Teams[0], g.Score[0] - g.Score[1]
	case g.Score[1] > g.Score[0]:
		return g.Teams[1], g.Score[1] - g.Score[0]
	}
	return "", 0
}

// Status is a one-line summary such as "Skip Ada 5 - 3 Skip Bea after 6 ends".
func (g *Game) Status() string {
	return fmt.Sprintf("%s %d - %d %s after %d ends", g.Teams[0], g.Score[0], g.Score[1], g.Teams[1], len(g.Ends))
}
