package curling

import "testing"

func TestInHouse(t *testing.T) {
	cases := []struct {
		x, y float64
		in   bool
	}{
		{0, 0, true},
		{1.829, 0, true},
		{0, 1.97, true},  // biter: the edge still covers the ring
		{0, 1.98, false}, // just clear of the ring
		{-1.5, 1.2, true},
		{2.2, 0.3, false},
	}
	for _, c := range cases {
		if got := (Stone{X: c.x, Y: c.y}).InHouse(); got != c.in {
			t.Errorf("stone at (%v, %v): InHouse = %v, want %v", c.x, c.y, got, c.in)
		}
	}
}

func TestScoreEnd(t *testing.T) {
	cases := []struct {
		name   string
		stones string
		want   EndResult
	}{
		{"empty house", "", EndResult{}},
		{"all out", "R 2.10 0.40; Y -1.90 1.10", EndResult{}},
		{"single", "Y 0.50 0.50", EndResult{Team: 1, Points: 1}},
		{"two before the opponent", "Y 0.10 0.05; Y -0.40 0.30; R 0.80 -0.20", EndResult{Team: 1, Points: 2}},
		{"interleaved", "R 0.20 0; Y 0.30 0; R 0.40 0", EndResult{Team: 0, Points: 1}},
		{"out stones do not count", "R 0.20 0; R 2.50 0; Y 1.00 0", EndResult{Team: 0, Points: 1}},
		{"eight", "R 0 0.1; R 0 0.2; R 0 0.3; R 0 0.4; R 0 0.5; R 0 0.6; R 0 0.7; R 0 0.8", EndResult{Team: 0, Points: 8}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			stones, err := ParseStones(c.stones)
			if err != nil {
				t.Fatal(err)
			}
			if got := ScoreEnd(stones); got != c.want {
				t.Errorf("ScoreEnd(%q) = %+v, want %+v", c.stones, got, c.want)
			}
		})
	}
}
