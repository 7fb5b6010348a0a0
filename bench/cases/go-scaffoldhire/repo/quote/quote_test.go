package quote

import (
	"strings"
	"testing"
	"time"

	"scaffoldhire/design"
	"scaffoldhire/hire"
)

func day(y int, m time.Month, d int) time.Time {
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// A 10 m x 6 m general purpose scaffold with ladder access, up for six weeks.
func sixWeekJob(t *testing.T) Quote {
	t.Helper()
	s := design.Spec{LengthM: 10, HeightM: 6, Class: design.ClassGeneral, Ladder: true}
	q, err := Build(s, day(2024, time.April, 8), day(2024, time.May, 20), hire.DefaultRates())
	if err != nil {
		t.Fatal(err)
	}
	return q
}

func TestBuildLines(t *testing.T) {
	q := sixWeekJob(t)
	if len(q.Lines) != 12 {
		t.Fatalf("got %d lines, want 12", len(q.Lines))
	}
	var weekly int64
	for _, l := range q.Lines {
		weekly += l.WeeklyPence
	}
	if weekly != 8803 {
		t.Errorf("weekly hire = %d, want 8803", weekly)
	}
	if q.Loads != 1 {
		t.Errorf("loads = %d, want 1", q.Loads)
	}
}

func TestBuildTotals(t *testing.T) {
	q := sixWeekJob(t)
	if q.Weeks != 6 {
		t.Errorf("weeks = %d, want 6", q.Weeks)
	}
	checks := []struct {
		name      string
		got, want int64
	}{
		{"hire", q.HirePence, 6 * 8803},
		{"erect", q.ErectPence, 37163},
		{"dismantle", q.DismantlePence, 22297},
		{"transport", q.TransportPence, 19000},
		{"net", q.NetPence, 131278},
		{"vat", q.VATPence, 26256},
		{"total", q.TotalPence, 157534},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s = %d, want %d", c.name, c.got, c.want)
		}
	}
}

func TestBuildShortHireChargesMinimum(t *testing.T) {
	s := design.Spec{LengthM: 5, HeightM: 3, Class: design.ClassLight}
	q, err := Build(s, day(2024, time.June, 3), day(2024, time.June, 10), hire.DefaultRates())
	if err != nil {
		t.Fatal(err)
	}
	if q.Weeks != hire.MinimumHireWeeks {
		t.Errorf("weeks = %d, want the minimum %d", q.Weeks, hire.MinimumHireWeeks)
	}
}

func TestBuildRejectsBadSpec(t *testing.T) {
	_, err := Build(design.Spec{LengthM: 10, HeightM: 6, Class: 7}, day(2024, 1, 1), day(2024, 2, 1), hire.DefaultRates())
	if err == nil {
		t.Fatal("expected an error for load class 7")
	}
}

func TestFormatPence(t *testing.T) {
	cases := map[int64]string{
		0:         "£0.00",
		5:         "£0.05",
		99999:     "£999.99",
		157534:    "£1,575.34",
		123456789: "£1,234,567.89",
		-2050:     "-£20.50",
	}
	for p, want := range cases {
		if got := FormatPence(p); got != want {
			t.Errorf("FormatPence(%d) = %q, want %q", p, got, want)
		}
	}
}

func TestText(t *testing.T) {
	text := sixWeekJob(t).Text()
	for _, want := range []string{
		"Scaffold 10.0m x 6.0m, load class 3, 6 weeks",
		"TUBE21    Galvanised tube 6.4m        43      £40.85/wk",
		"Total         £1,575.34",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("quote text lacks %q:\n%s", want, text)
		}
	}
}
