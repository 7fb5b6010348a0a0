package philately

import "testing"

func TestParsePrice(t *testing.T) {
	cases := map[string]int{"£12.50": 1250, "£3": 300, "75p": 75, "-": Unpriced, " £0.90 ": 90}
	for in, want := range cases {
		got, err := ParsePrice(in)
		if err != nil || got != want {
			t.Errorf("ParsePrice(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, bad := range []string{"12.50", "£1.5", "£x", "-5p"} {
		if _, err := ParsePrice(bad); err == nil {
			t.Errorf("ParsePrice(%q) took it", bad)
		}
	}
}

func TestFormatPence(t *testing.T) {
	cases := map[int]string{75: "75p", 100: "£1.00", 1250: "£12.50", Unpriced: "-", 0: "0p"}
	for in, want := range cases {
		if got := FormatPence(in); got != want {
			t.Errorf("FormatPence(%d) = %q; want %q", in, got, want)
		}
	}
}
