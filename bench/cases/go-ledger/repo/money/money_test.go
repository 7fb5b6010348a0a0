package money

import "testing"

func TestParse(t *testing.T) {
	cases := map[string]Cents{"12": 1200, "12.5": 1250, "0.07": 7, " 3.10 ": 310}
	for in, want := range cases {
		got, err := Parse(in)
		if err != nil || got != want {
			t.Errorf("Parse(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
}

func TestParseRejects(t *testing.T) {
	for _, in := range []string{"", "abc", "1.234", "1.x"} {
		if _, err := Parse(in); err == nil {
			t.Errorf("Parse(%q) succeeded", in)
		}
	}
}

func TestString(t *testing.T) {
	if got := Cents(-1250).String(); got != "-12.50" {
		t.Errorf("String() = %q", got)
	}
}
