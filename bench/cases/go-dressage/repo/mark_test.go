package dressage

import "testing"

func TestParseMark(t *testing.T) {
	for in, want := range map[string]float64{"7": 7, "6.5": 6.5, " 10 ": 10, "0": 0, "0.5": 0.5} {
		m, err := ParseMark(in)
		if err != nil {
			t.Fatalf("ParseMark(%q): %v", in, err)
		}
		if m.Value() != want {
			t.Errorf("ParseMark(%q) = %v, want %v", in, m.Value(), want)
		}
	}
}

func TestParseMarkRefuses(t *testing.T) {
	for _, in := range []string{"6.3", "11", "-1", "seven", ""} {
		if _, err := ParseMark(in); err == nil {
			t.Errorf("ParseMark(%q) gave no error", in)
		}
	}
}

func TestMarkString(t *testing.T) {
	if s := Mark(13).String(); s != "6.5" {
		t.Errorf("Mark(13) = %q", s)
	}
	if s := Mark(14).String(); s != "7" {
		t.Errorf("Mark(14) = %q", s)
	}
}
