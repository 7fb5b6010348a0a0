package dressage

import (
	"math"
	"testing"
)

func TestErrorPenalty(t *testing.T) {
	cases := []struct {
		errors     int
		penalty    float64
		eliminated bool
	}{{0, 0, false}, {1, 2, false}, {2, 6, false}, {3, 0, true}, {5, 0, true}}
	for _, c := range cases {
		p, e := ErrorPenalty(c.errors)
		if p != c.penalty || e != c.eliminated {
			t.Errorf("ErrorPenalty(%d) = %v, %v; want %v, %v", c.errors, p, e, c.penalty, c.eliminated)
		}
	}
}

func TestSheetPoints(t *testing.T) {
	test := mustTest()
	s := mustRides()[0].Sheets[0]
	points, eliminated, err := s.Points(test)
	if err != nil || eliminated {
		t.Fatalf("Points: %v, %v", eliminated, err)
	}
	if points != 78 {
		t.Errorf("points = %v, want 78", points)
	}
	if c := s.CollectivePoints(test); c != 29 {
		t.Errorf("collective points = %v, want 29", c)
	}
}

func TestSheetPercent(t *testing.T) {
	test := mustTest()
	s := Sheet{Position: "C", Marks: []Mark{14, 14, 14, 14, 14, 14, 14, 14}}
	pct, _, err := s.Percent(test)
	if err != nil {
		t.Fatal(err)
	}
	if pct != 70 {
		t.Errorf("percent = %v, want 70", pct)
	}
}

func TestSheetPercentAfterErrorOfCourse(t *testing.T) {
	test := mustTest()
	s := Sheet{Position: "C", Marks: []Mark{14, 14, 14, 14, 14, 14, 14, 14}, CourseErrors: 2}
	pct, eliminated, err := s.Percent(test)
	if err != nil || eliminated {
		t.Fatalf("Percent: %v, %v", eliminated, err)
	}
	// 77 points less 6 for two errors of course, out of 110
	if math.Abs(pct-64.545454) > 1e-4 {
		t.Errorf("percent = %v, want 64.545", pct)
	}
}

func TestSheetWithMissingMarks(t *testing.T) {
	s := Sheet{Position: "E", Marks: []Mark{14, 14}}
	if _, _, err := s.Points(mustTest()); err == nil || err.Error() != "judge at E: 2 marks for 8 lines" {
		t.Errorf("err = %v", err)
	}
}
