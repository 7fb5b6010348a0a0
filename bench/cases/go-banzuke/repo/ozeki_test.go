package banzuke

import "testing"

func TestOzekiKadoban(t *testing.T) {
	out, st := OzekiStatus{}.After(Record{Wins: 6, Losses: 9})
	if out != OzekiKadoban || !st.Kadoban {
		t.Fatalf("6-9 ozeki: %v %+v, want kadoban", out, st)
	}
	out, st = st.After(Record{Wins: 8, Losses: 7})
	if out != OzekiSafe || st.Kadoban {
		t.Fatalf("8-7 kadoban ozeki: %v %+v, want safe", out, st)
	}
	out, _ = OzekiStatus{Kadoban: true}.After(Record{Wins: 5, Losses: 10})
	if out != OzekiDemoted {
		t.Fatalf("5-10 kadoban ozeki: %v, want demoted", out)
	}
}

func TestOzekiRun(t *testing.T) {
	s, k, m := Rank{Sekiwake, 1, true}, Rank{Komusubi, 1, false}, Rank{Maegashira, 1, true}
	if !OzekiRun([]Rank{k, s, s}, []Record{{10, 5}, {11, 4}, {12, 3}}) {
		t.Error("10+11+12 in sanyaku should make ozeki")
	}
	if OzekiRun([]Rank{k, s, s}, []Record{{10, 5}, {11, 4}, {11, 4}}) {
		t.Error("32 wins promoted")
	}
	if OzekiRun([]Rank{m, s, s}, []Record{{12, 3}, {11, 4}, {12, 3}}) {
		t.Error("a maegashira basho counted")
	}
}
