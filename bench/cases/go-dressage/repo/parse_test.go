package dressage

import (
	"strings"
	"testing"
)

func TestParseTest(t *testing.T) {
	test := mustTest()
	if test.Name != "Novice 24" || len(test.Movements) != 8 {
		t.Fatalf("test = %q with %d lines", test.Name, len(test.Movements))
	}
	if test.MaxPoints() != 110 || test.Collectives() != 2 {
		t.Errorf("max %v, collectives %d", test.MaxPoints(), test.Collectives())
	}
	if m := test.Movements[6]; m.Name != "Paces" || !m.Collective || m.Coefficient != 2 {
		t.Errorf("line 7 = %+v", m)
	}
}

func TestParseTestErrors(t *testing.T) {
	for text, want := range map[string]string{
		"test X\nHalt":      "line 2: want NAME | COEFFICIENT",
		"test X\nHalt | x":  `line 2: bad coefficient "x"`,
		"test X\n# nothing": `test "X" has no movements`,
	} {
		if _, err := ParseTest(text); err == nil || err.Error() != want {
			t.Errorf("ParseTest(%q) err = %v, want %s", text, err, want)
		}
	}
}

func TestParseRides(t *testing.T) {
	rides := mustRides()
	if len(rides) != 4 {
		t.Fatalf("%d rides", len(rides))
	}
	if r := rides[1]; r.Rider != "Tomas Reyes" || r.Horse != "Silverline" || len(r.Sheets) != 2 {
		t.Errorf("ride 2 = %+v", r)
	}
	for _, s := range rides[1].Sheets {
		if s.CourseErrors != 1 {
			t.Errorf("judge at %s has %d errors, want 1", s.Position, s.CourseErrors)
		}
	}
}

func TestParseRidesErrors(t *testing.T) {
	for text, want := range map[string]string{
		"C 7 7":                 "line 1: sheet before the first ride",
		"ride A / B\nX 7 7":     `line 2: no judge sits at "X"`,
		"ride A / B\nC 7 7.3":   `line 2: mark "7.3": marks go in half points`,
		"ride A / B\nerrors -1": `line 2: bad errors "-1"`,
	} {
		if _, err := ParseRides(text); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseRides(%q) err = %v, want %s", text, err, want)
		}
	}
}
