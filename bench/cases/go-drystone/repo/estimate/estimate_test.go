package estimate

import (
	"strings"
	"testing"

	"example.org/drystone/wall"
)

var (
	topField  = wall.Wall{Name: "top-field", Length: 24.5, Section: wall.Section{Height: 1.4, BaseWidth: 0.7, TopWidth: 0.35}, Stone: "gritstone"}
	laneEnd   = wall.Wall{Name: "lane-end", Length: 12, Section: wall.Section{Height: 1.2, BaseWidth: 0.6, TopWidth: 0.3}, Stone: "limestone"}
	sheepfold = wall.Wall{Name: "sheepfold", Length: 8.5, Section: wall.Section{Height: 1.0, BaseWidth: 0.55, TopWidth: 0.3}, Stone: "Slate"}
)

func TestForTopField(t *testing.T) {
	e, err := For(topField, DefaultRates)
	if err != nil {
		t.Fatal(err)
	}
	if e.Tonnes != 34.2 {
		t.Errorf("Tonnes = %v, want 34.2", e.Tonnes)
	}
	if e.ThroughStones != 50 {
		t.Errorf("ThroughStones = %d, want 50", e.ThroughStones)
	}
	if e.LabourDays != 11.5 {
		t.Errorf("LabourDays = %v, want 11.5", e.LabourDays)
	}
	if e.Stone != 324900 || e.Throughs != 90000 || e.Labour != 253000 {
		t.Errorf("Stone, Throughs, Labour = %v, %v, %v; want £3,249.00, £900.00, £2,530.00", e.Stone, e.Throughs, e.Labour)
	}
	if e.Total() != 667900 {
		t.Errorf("Total() = %v, want £6,679.00", e.Total())
	}
}

func TestSummary(t *testing.T) {
	es, err := All([]wall.Wall{topField, laneEnd, sheepfold}, DefaultRates)
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Join([]string{
		"wall              length  tonnes  thru   days        price",
		"top-field          24.5m    34.2    50   11.5    £6,679.00",
		"lane-end           12.0m    13.4    26    5.0    £2,747.20",
		"sheepfold           8.5m     9.2     9    3.0    £2,110.00",
		"total                                            £11,536.20",
		"",
	}, "\n")
	if got := Summary(es); got != want {
		t.Errorf("Summary() =\n%s\nwant\n%s", got, want)
	}
}

func TestForErrors(t *testing.T) {
	bad := []struct {
		w    wall.Wall
		want string
	}{
		{wall.Wall{Name: "a", Length: 5, Section: wall.Section{Height: 1, BaseWidth: 0.3, TopWidth: 0.4}, Stone: "slate"}, "a: top width"},
		{wall.Wall{Name: "b", Length: 0, Section: wall.Section{Height: 1, BaseWidth: 0.6, TopWidth: 0.3}, Stone: "slate"}, "b: length"},
		{wall.Wall{Name: "c", Length: 5, Section: wall.Section{Height: 1, BaseWidth: 0.6, TopWidth: 0.3}, Stone: "brick"}, "c: unknown stone"},
	}
	for _, c := range bad {
		_, err := For(c.w, DefaultRates)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("For(%s) error = %v, want prefix %q", c.w.Name, err, c.want)
		}
	}
	if _, err := All([]wall.Wall{topField, bad[2].w}, DefaultRates); err == nil {
		t.Error("All() with a bad wall: no error")
	}
}

func TestPenceString(t *testing.T) {
	cases := map[Pence]string{
		0:         "£0.00",
		5:         "£0.05",
		123456:    "£1,234.56",
		100000000: "£1,000,000.00",
		-2550:     "-£25.50",
	}
	for p, want := range cases {
		if got := p.String(); got != want {
			t.Errorf("Pence(%d).String() = %q, want %q", int64(p), got, want)
		}
	}
}
