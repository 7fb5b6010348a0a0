package banzuke

import "testing"

func TestRecord(t *testing.T) {
	r := Record{Wins: 8, Losses: 7}
	if r.String() != "8-7" || !r.KachiKoshi() || r.MakeKoshi() || r.Net() != 1 {
		t.Errorf("8-7: %s kk=%v net=%d", r, r.KachiKoshi(), r.Net())
	}
	r = Record{Wins: 7, Losses: 8}
	if !r.MakeKoshi() || r.Net() != -1 {
		t.Errorf("7-8: mk=%v net=%d", r.MakeKoshi(), r.Net())
	}
}

func TestTally(t *testing.T) {
	recs, err := Tally([]Bout{
		{Day: 1, Winner: "Hoshoryu", Loser: "Kotozakura", Kimarite: "uwatenage"},
		{Day: 2, Winner: "Kotozakura", Loser: "Onosato", Kimarite: "yorikiri"},
		{Day: 2, Winner: "Hoshoryu", Loser: "Takayasu", Fusen: true},
	})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]Record{
		"Hoshoryu":   {2, 0},
		"Kotozakura": {1, 1},
		"Onosato":    {0, 1},
		"Takayasu":   {0, 1},
	}
	for name, w := range want {
		if recs[name] != w {
			t.Errorf("%s: %v, want %v", name, recs[name], w)
		}
	}
}

func TestTallyRejects(t *testing.T) {
	if _, err := Tally([]Bout{{Day: 16, Winner: "A", Loser: "B"}}); err == nil {
		t.Error("day 16 accepted")
	}
	if _, err := Tally([]Bout{{Day: 3, Winner: "A", Loser: "B"}, {Day: 3, Winner: "A", Loser: "C"}}); err == nil {
		t.Error("two bouts on one day accepted")
	}
}
