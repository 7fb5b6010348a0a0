package race

import (
	"testing"
	"time"

	"example.com/regatta/course"
	"example.com/regatta/units"
)

var gun = time.Date(2026, 6, 13, 14, 0, 0, 0, time.UTC)

var triangle = course.Course{
	Name: "triangle",
	Legs: []course.Leg{
		{From: "start", To: "A", Length: units.NM(2)},
		{From: "A", To: "B", Length: units.NM(2)},
		{From: "B", To: "finish", Length: units.NM(2)},
	},
	Laps: 1,
}

func at(h, m, s int) time.Time {
	return gun.Add(time.Duration(h)*time.Hour + time.Duration(m)*time.Minute + time.Duration(s)*time.Second)
}

func TestAllowance(t *testing.T) {
	cases := []struct {
		rating int
		d      units.Distance
		want   time.Duration
	}{
		{0, units.NM(6), 0},
		{60, units.NM(6), 6 * time.Minute},
		{-30, units.NM(2), -time.Minute},
		{90, units.NM(0.5), 45 * time.Second},
	}
	for _, c := range cases {
		if got := Allowance(c.rating, c.d); got != c.want {
			t.Errorf("Allowance(%d, %v) = %v, want %v", c.rating, c.d, got, c.want)
		}
	}
}

func TestScore(t *testing.T) {
	entries := []Entry{
		{Boat: "Kestrel", Rating: 0, Start: gun, Finish: at(1, 0, 0)},
		{Boat: "Puffin", Rating: 120, Start: gun, Finish: at(1, 10, 0)},
		{Boat: "Tern", Rating: 30, Start: gun},
		{Boat: "Gannet", Rating: 60, Start: gun, Finish: at(1, 5, 0)},
	}
	want := []Result{
		{Boat: "Puffin", Elapsed: 70 * time.Minute, Corrected: 58 * time.Minute, Knots: 5.14, Place: 1},
		{Boat: "Gannet", Elapsed: 65 * time.Minute, Corrected: 59 * time.Minute, Knots: 5.54, Place: 2},
		{Boat: "Kestrel", Elapsed: time.Hour, Corrected: time.Hour, Knots: 6, Place: 3},
		{Boat: "Tern"},
	}
	got := Score(triangle, entries)
	if len(got) != len(want) {
		t.Fatalf("Score() gave %d results, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("result %d = %+v\n\twant %+v", i, got[i], want[i])
		}
	}
}
