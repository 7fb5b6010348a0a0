package money

import "testing"

func TestParse(t *testing.T) {
	for in, want := range map[string]int{"12.50": 1250, "0.4": 40, "3": 300, ".05": 5, " 7.25 ": 725} {
		got, err := Parse(in)
		if err != nil || got != want {
			t.Errorf("Parse(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, in := range []string{"", "1.234", "x", "-2", "1.x"} {
		if _, err := Parse(in); err == nil {
			t.Errorf("Parse(%q): no error", in)
		}
	}
}

func TestFormat(t *testing.T) {
	for pence, want := range map[int]string{0: "0.00", 5: "0.05", 1250: "12.50", -1234: "-12.34"} {
		if got := Format(pence); got != want {
			t.Errorf("Format(%d) = %q, want %q", pence, got, want)
		}
	}
}
