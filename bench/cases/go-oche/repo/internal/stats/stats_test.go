package stats

import (
	"math"
	"testing"

	"example.com/oche/internal/dart"
	"example.com/oche/internal/leg"
)

func play(t *testing.T, start int, calls ...string) *leg.Leg {
	t.Helper()
	l := leg.New(start)
	for _, c := range calls {
		darts, err := dart.ParseVisit(c)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := l.Visit(darts); err != nil {
			t.Fatal(err)
		}
	}
	return l
}

func TestNineDarter(t *testing.T) {
	s := Of([]*leg.Leg{play(t, 501, "T20 T20 T20", "T20 T20 T20", "T20 T19 D12")})
	if s.Darts != 9 || s.LegsWon != 1 || s.OneEighties != 2 || s.HighestCheckout != 141 {
		t.Errorf("summary = %+v", s)
	}
	if math.Abs(s.Average()-167) > 1e-9 {
		t.Errorf("average = %.2f, want 167.00", s.Average())
	}
}

func TestBustsCountTheirDarts(t *testing.T) {
	s := Of([]*leg.Leg{play(t, 301, "T20 T20 T20", "T20 S20 S1", "T20 T20")})
	if s.Scored != 261 || s.Darts != 9 {
		t.Errorf("summary = %+v", s)
	}
	if math.Abs(s.Average()-87) > 1e-9 {
		t.Errorf("average = %.2f, want 87.00", s.Average())
	}
}

func TestTonsAndLegsWon(t *testing.T) {
	s := Of([]*leg.Leg{
		play(t, 301, "T20 S20 S20", "T20 T20 S1", "T20 D10"),
		play(t, 301, "S20 S20 S20", "T19 T19 T19"),
	})
	if s.Legs != 2 || s.LegsWon != 1 || s.Tons != 3 || s.HighestCheckout != 80 {
		t.Errorf("summary = %+v", s)
	}
}

func TestNoDarts(t *testing.T) {
	if avg := Of(nil).Average(); avg != 0 {
		t.Errorf("average of nothing = %v", avg)
	}
}
