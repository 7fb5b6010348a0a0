package dart

import "testing"

func TestParse(t *testing.T) {
	cases := []struct {
		in    string
		score int
		dbl   bool
		str   string
	}{
		{"T20", 60, false, "T20"},
		{"d16", 32, true, "D16"},
		{"5", 5, false, "S5"},
		{"S19", 19, false, "S19"},
		{"25", 25, false, "25"},
		{"BULL", 50, true, "BULL"},
		{"DB", 50, true, "BULL"},
		{"miss", 0, false, "MISS"},
	}
	for _, c := range cases {
		d, err := Parse(c.in)
		if err != nil {
			t.Fatalf("Parse(%q): %v", c.in, err)
		}
		if d.Score() != c.score || d.IsDouble() != c.dbl || d.String() != c.str {
			t.Errorf("Parse(%q) = %v (score %d, double %v), want %s (score %d, double %v)",
				c.in, d, d.Score(), d.IsDouble(), c.str, c.score, c.dbl)
		}
	}
}

func TestParseRejects(t *testing.T) {
	for _, in := range []string{"T21", "X5", "", "D0", "T25"} {
		if _, err := Parse(in); err == nil {
			t.Errorf("Parse(%q) succeeded, want an error", in)
		}
	}
}

func TestParseVisit(t *testing.T) {
	darts, err := ParseVisit("T20 T19  D12")
	if err != nil {
		t.Fatal(err)
	}
	if len(darts) != 3 || darts[2].Score() != 24 {
		t.Errorf("ParseVisit = %v", darts)
	}
	if _, err := ParseVisit("T20 T20 T20 T20"); err == nil {
		t.Error("four darts accepted")
	}
}
