package curling

import "testing"

// A club game: Ada skips red, Bea skips yellow, Bea won the last stone draw.
var clubGame = []string{
	"Y 0.10 0.05; Y -0.40 0.30; R 0.80 -0.20; R 2.50 0.00",              // Bea 2 with the hammer
	"R 2.10 0.40; Y -1.90 1.10",                                         // blank, Ada keeps the hammer
	"R 0.20 -0.10; Y 0.35 0.25; R 1.10 0.90",                            // Ada 1 with the hammer
	"R -0.05 0.15; Y 0.60 0.00; Y 1.50 0.80",                            // Ada steals 1
	"Y 0.00 0.20; Y 0.30 -0.30; Y -0.70 0.10; R 1.30 1.00; R 1.80 0.60", // Bea 3 with the hammer
	"R 0.15 0.00; R 0.00 -0.45; Y 0.90 0.40; R 1.97 0.00",               // Ada 2 with the hammer
}

func playClubGame(t *testing.T) *Game {
	t.Helper()
	g := NewGame("Ada", "Bea", 1)
	for i, end := range clubGame {
		stones, err := ParseStones(end)
		if err != nil {
			t.Fatalf("end %d: %v", i+1, err)
		}
		g.PlayEnd(stones)
	}
	return g
}

func TestHammerPassesToTheTeamThatDidNotScore(t *testing.T) {
	g := NewGame("Ada", "Bea", 1)
	steps := []struct {
		result EndResult
		hammer Team
	}{
		{EndResult{Team: 1, Points: 2}, 0}, // hammer team scores: gives it up
		{EndResult{}, 0},                   // blank: kept
		{EndResult{Team: 1, Points: 1}, 0}, // steal: stays
		{EndResult{Team: 0, Points: 3}, 1},
	}
	for i, s := range steps {
		g.Record(s.result)
		if g.Hammer != s.hammer {
			t.Errorf("after end %d (%+v): hammer with %d, want %d", i+1, s.result, g.Hammer, s.hammer)
		}
	}
	if g.Score != [2]int{3, 3} {
		t.Errorf("score %v, want [3 3]", g.Score)
	}
}

func TestClubGame(t *testing.T) {
	g := playClubGame(t)
	if got, want := g.Status(), "Ada 4 - 5 Bea after 6 ends"; got != want {
		t.Errorf("Status() = %q, want %q", got, want)
	}
	if name, lead := g.Leader(); name != "Bea" || lead != 1 {
		t.Errorf("Leader() = %q, %d, want Bea, 1", name, lead)
	}
	if g.Hammer != 1 {
		t.Errorf("Bea should have the hammer in end 7, have %d", g.Hammer)
	}
}

func TestLinescore(t *testing.T) {
	g := playClubGame(t)
	want := "" +
		"      1  2  3  4  5  6 | Tot\n" +
		"Ada   0  -  1  1  0  2 |   4\n" +
		"Bea*  2  -  0  0  3  0 |   5\n"
	if got := Linescore(g); got != want {
		t.Errorf("Linescore:\n%s\nwant:\n%s", got, want)
	}
}

func TestLeaderTied(t *testing.T) {
	g := NewGame("Ada", "Bea", 0)
	if name, lead := g.Leader(); name != "" || lead != 0 {
		t.Errorf("Leader() of a new game = %q, %d", name, lead)
	}
}
