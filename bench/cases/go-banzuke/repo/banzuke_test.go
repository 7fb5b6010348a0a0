package banzuke

import "testing"

func mustRank(t *testing.T, s string) Rank {
	t.Helper()
	r, err := ParseRank(s)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func ranks(entries []Entry) map[string]string {
	out := map[string]string{}
	for _, e := range entries {
		out[e.Name] = e.Rank.String()
	}
	return out
}

func sheet(t *testing.T) []Entry {
	rows := []struct {
		name, rank string
		w, l       int
		kadoban    bool
	}{
		{"Terunofuji", "Y1e", 12, 3, false},
		{"Hoshoryu", "O1e", 10, 5, false},
		{"Kotozakura", "O1w", 6, 9, true},
		{"Onosato", "S1e", 9, 6, false},
		{"Daieisho", "S1w", 7, 8, false},
		{"Abi", "K1e", 5, 10, false},
		{"Hiradoumi", "K1w", 8, 7, false},
		{"Wakamotoharu", "M1e", 8, 7, false},
		{"Tobizaru", "M1w", 4, 11, false},
		{"Takayasu", "M2e", 9, 6, false},
		{"Ura", "M2w", 6, 9, false},
		{"Tamawashi", "M3e", 8, 7, false},
		{"Midorifuji", "M3w", 10, 5, false},
	}
	var out []Entry
	for _, r := range rows {
		out = append(out, Entry{
			Name:   r.name,
			Rank:   mustRank(t, r.rank),
			Record: Record{Wins: r.w, Losses: r.l},
			Status: OzekiStatus{Kadoban: r.kadoban},
		})
	}
	return out
}

func TestNextBanzuke(t *testing.T) {
	got := ranks(Next(sheet(t)))
	want := map[string]string{
		"Terunofuji":   "Y1e",
		"Hoshoryu":     "O1e",
		"Kotozakura":   "S1e", // second losing record as ozeki
		"Onosato":      "S1w",
		"Daieisho":     "K1e",
		"Hiradoumi":    "K1w",
		"Wakamotoharu": "M1e",
		"Takayasu":     "M1w",
		"Midorifuji":   "M2e",
		"Abi":          "M2w",
		"Tamawashi":    "M3e",
		"Ura":          "M3w",
		"Tobizaru":     "M4e",
	}
	for name, w := range want {
		if got[name] != w {
			t.Errorf("%s: %s, want %s", name, got[name], w)
		}
	}
	if len(got) != len(want) {
		t.Errorf("%d entries, want %d", len(got), len(want))
	}
}

func TestMakeKoshiNeverRises(t *testing.T) {
	entries := []Entry{
		{Name: "A", Rank: mustRank(t, "M5e"), Record: Record{7, 8}},
		{Name: "B", Rank: mustRank(t, "M5w"), Record: Record{8, 7}},
	}
	got := ranks(Next(entries))
	if got["B"] != "S1e" || got["A"] != "S1w" {
		t.Errorf("got %v", got)
	}
}
