package report

import (
	"testing"

	"vineyard/season"
)

const shiraz = `# block A1, shiraz
2026-03-02 310 7
2026-03-03 290.5 6
2026-03-05 405 9
2026-03-06 120 3
2026-03-07 380 8
2026-03-09 415.5 9
2026-03-10 402 9
`

const riesling = `# block B2, riesling
2026-02-24 150 4
2026-02-25 260 6
2026-02-26 275 6
2026-02-27 240 5
2026-03-01 90 2
`

func build(t *testing.T, block, text string) Report {
	t.Helper()
	days, err := season.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	r, err := Build(block, days)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestBuild(t *testing.T) {
	cases := []struct {
		block, text string
		want        Report
	}{
		{"A1", shiraz, Report{Block: "A1", Days: 7, TotalKg: 2323, MeanKg: 331.9, Bins: 51, PeakFrom: "2026-03-07", PeakKg: 1197.5, KgPerBin: 45.5}},
		{"B2", riesling, Report{Block: "B2", Days: 5, TotalKg: 1015, MeanKg: 203, Bins: 23, PeakFrom: "2026-02-25", PeakKg: 775, KgPerBin: 44.1}},
	}
	for _, c := range cases {
		if got := build(t, c.block, c.text); got != c.want {
			t.Errorf("Build(%s) =\n  %+v\nwant\n  %+v", c.block, got, c.want)
		}
	}
}

func TestBuildShortSeason(t *testing.T) {
	r := build(t, "C3", "2026-03-01 100 2\n2026-03-02 80 2\n")
	if r.PeakFrom != "2026-03-01" || r.PeakKg != 180 {
		t.Errorf("short season peak = %s %v", r.PeakFrom, r.PeakKg)
	}
}

func TestBuildNoDays(t *testing.T) {
	if _, err := Build("D4", nil); err == nil {
		t.Error("a block with no picking days gave no error")
	}
}

func TestLine(t *testing.T) {
	got := build(t, "B2", riesling).Line()
	want := "B2: 1015.0 kg over 5 days, peak 775.0 kg from 2026-02-25"
	if got != want {
		t.Errorf("Line = %q, want %q", got, want)
	}
}
