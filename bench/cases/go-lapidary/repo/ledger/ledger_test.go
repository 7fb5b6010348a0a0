package ledger

import (
	"os"
	"strings"
	"testing"

	"example.org/lapidary/price"
	"example.org/lapidary/weight"
)

func november(t *testing.T) Summary {
	t.Helper()
	f, err := os.Open("testdata/november.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	stones, err := Parse(f)
	if err != nil {
		t.Fatal(err)
	}
	return Summarize(stones)
}

func TestParseErrors(t *testing.T) {
	for in, want := range map[string]string{
		"R-1 ruby oval AA 3.10ct":               "line 1: want 6 fields, got 5",
		"R-1 jade oval AA 3.10ct 1.00ct":        `line 1: unknown species "jade"`,
		"R-1 ruby oval AA 1.00ct 3.10ct":        "line 1: lot R-1: finished 3.10 ct heavier than rough 1.00 ct",
		"\n# x\nR-1 ruby pear AA 3.10ct 1.00ct": `line 3: unknown cut "pear"`,
	} {
		_, err := Parse(strings.NewReader(in))
		if err == nil || err.Error() != want {
			t.Errorf("Parse(%q) error %v, want %q", in, err, want)
		}
	}
}

func TestSummarize(t *testing.T) {
	s := november(t)
	if s.Lots != 7 {
		t.Errorf("lots %d, want 7", s.Lots)
	}
	if s.Rough != weight.Milligrams(5980) || s.Finished != weight.Milligrams(3240) {
		t.Errorf("rough %d mg, finished %d mg", s.Rough, s.Finished)
	}
	if s.Value != price.Cents(1014156) {
		t.Errorf("value %v", s.Value)
	}
	if len(s.BySpecies) != 5 || s.BySpecies[0].Species != "emerald" {
		t.Errorf("by species %+v, want 5 with emerald first", s.BySpecies)
	}
}

func TestReport(t *testing.T) {
	want := "" +
		"7 lots, rough 29.90 ct, finished 16.20 ct, yield 54.2%, value 10141.56\n" +
		"  emerald    1    4.00 ct    2.10 ct     3024.00\n" +
		"  ruby       2    4.30 ct    1.90 ct     2885.76\n" +
		"  sapphire   1    2.40 ct    1.05 ct     2205.00\n" +
		"  garnet     2   13.20 ct    6.75 ct     1036.80\n" +
		"  opal       1    6.00 ct    4.40 ct      990.00\n"
	got := Report(november(t))
	if got != want {
		t.Errorf("report:\n%s\nwant:\n%s", got, want)
	}
}
