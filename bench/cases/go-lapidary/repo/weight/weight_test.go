package weight

import "testing"

func TestParse(t *testing.T) {
	cases := map[string]Milligrams{
		"1.25ct":  250,
		"3.10 ct": 620,
		"0.07ct":  14,
		"250mg":   250,
		"1.5 mg":  2,
	}
	for in, want := range cases {
		got, err := Parse(in)
		if err != nil || got != want {
			t.Errorf("Parse(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, in := range []string{"1.25", "ct", "-1ct", "1.2kg"} {
		if _, err := Parse(in); err == nil {
			t.Errorf("Parse(%q): no error", in)
		}
	}
}

func TestString(t *testing.T) {
	if got := Milligrams(284).String(); got != "1.42 ct" {
		t.Errorf("got %q", got)
	}
}
