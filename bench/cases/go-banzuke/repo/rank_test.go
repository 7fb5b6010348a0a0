package banzuke

import "testing"

func TestRankString(t *testing.T) {
	cases := map[Rank]string{
		{Yokozuna, 1, true}:    "Y1e",
		{Ozeki, 2, false}:      "O2w",
		{Maegashira, 12, true}: "M12e",
	}
	for r, want := range cases {
		if got := r.String(); got != want {
			t.Errorf("%#v.String() = %q, want %q", r, got, want)
		}
	}
}

func TestParseRank(t *testing.T) {
	r, err := ParseRank("m14w")
	if err != nil || r != (Rank{Maegashira, 14, false}) {
		t.Fatalf("ParseRank(m14w) = %v, %v", r, err)
	}
	for _, bad := range []string{"", "X1e", "M0e", "S1n", "Mxe"} {
		if _, err := ParseRank(bad); err == nil {
			t.Errorf("ParseRank(%q) accepted", bad)
		}
	}
}

func TestRankOrder(t *testing.T) {
	order := []string{"Y1e", "Y1w", "O1e", "S1e", "S1w", "K1e", "M1e", "M1w", "M2e", "M10w"}
	for i := 1; i < len(order); i++ {
		a, _ := ParseRank(order[i-1])
		b, _ := ParseRank(order[i])
		if !a.Less(b) || b.Less(a) {
			t.Errorf("%s should rank above %s", a, b)
		}
	}
}
