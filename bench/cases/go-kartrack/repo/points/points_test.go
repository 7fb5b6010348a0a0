package points

import (
	"testing"
	"time"

	"kartrack/session"
	"kartrack/timing"
)

func ms(n int) time.Duration { return time.Duration(n) * time.Millisecond }

func lapsOf(kart int, times ...int) []timing.Lap {
	var out []timing.Lap
	for i, t := range times {
		out = append(out, timing.Lap{Kart: kart, Number: i + 1, Time: ms(t)})
	}
	return out
}

var entries = []session.Entry{
	{Kart: 3, Driver: "Ana Ribeiro"},
	{Kart: 5, Driver: "Eve Lund"},
	{Kart: 7, Driver: "Ben Okafor"},
	{Kart: 11, Driver: "Chloe Marsh"},
	{Kart: 12, Driver: "Dev Patel"},
}

// round1: Ana wins with the fastest lap, Chloe is lapped, Eve never left the pit lane.
func round1() []session.Result {
	return session.Classify(entries, map[int][]timing.Lap{
		3:  lapsOf(3, 34350, 33700, 33950, 34000),
		7:  lapsOf(7, 34700, 34400, 34100, 34300),
		11: lapsOf(11, 35000, 34900, 34800),
		12: lapsOf(12, 34500, 34000, 34200, 33900),
	})
}

// round2: Dev wins, Chloe sets the fastest lap from third.
func round2() []session.Result {
	return session.Classify(entries, map[int][]timing.Lap{
		3:  lapsOf(3, 34000, 34000, 33900, 34100),
		5:  lapsOf(5, 36000, 35500, 35800, 35900),
		7:  lapsOf(7, 34600, 34500, 34400, 34300),
		11: lapsOf(11, 34500, 33600, 34100, 34200),
		12: lapsOf(12, 33800, 33900, 34000, 33950),
	})
}

func TestScore(t *testing.T) {
	got := Score(round1())
	want := Round{"Ana Ribeiro": 26, "Dev Patel": 18, "Ben Okafor": 15, "Chloe Marsh": 12}
	if len(got) != len(want) {
		t.Errorf("round 1 scored %v, want %v", got, want)
	}
	for d, p := range want {
		if got[d] != p {
			t.Errorf("round 1: %s scored %d, want %d", d, got[d], p)
		}
	}
	got = Score(round2())
	want = Round{"Dev Patel": 25, "Ana Ribeiro": 18, "Chloe Marsh": 16, "Ben Okafor": 12, "Eve Lund": 10}
	for d, p := range want {
		if got[d] != p {
			t.Errorf("round 2: %s scored %d, want %d", d, got[d], p)
		}
	}
}

func TestStandings(t *testing.T) {
	got := Standings([][]session.Result{round1(), round2()})
	want := []Standing{
		{Driver: "Ana Ribeiro", Points: 44, Wins: 1, Best: 1, Rounds: 2},
		{Driver: "Dev Patel", Points: 43, Wins: 1, Best: 1, Rounds: 2},
		{Driver: "Chloe Marsh", Points: 28, Wins: 0, Best: 3, Rounds: 2},
		{Driver: "Ben Okafor", Points: 27, Wins: 0, Best: 3, Rounds: 2},
		{Driver: "Eve Lund", Points: 10, Wins: 0, Best: 5, Rounds: 2},
	}
	if len(got) != len(want) {
		t.Fatalf("%d standings, want %d: %+v", len(got), len(want), got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("P%d = %+v, want %+v", i+1, got[i], want[i])
		}
	}
}

func TestStandingsTieOnPoints(t *testing.T) {
	res := func(pos int, driver string, best int) session.Result {
		return session.Result{Position: pos, Driver: driver, Laps: 5, Best: ms(best)}
	}
	a := []session.Result{res(1, "Xan", 35000), res(2, "Wil", 34000), res(3, "Yve", 35000)}
	b := []session.Result{res(1, "Wil", 34000), res(2, "Vic", 35000), res(3, "Uma", 35000), res(4, "Tia", 35000), res(5, "Yve", 35000)}
	got := Standings([][]session.Result{a, b})
	// Xan (one win) and Yve (third and fifth) both have 25 points
	if got[1].Driver != "Xan" || got[2].Driver != "Yve" || got[1].Points != 25 || got[2].Points != 25 {
		t.Errorf("tie on points: %+v then %+v", got[1], got[2])
	}
}
