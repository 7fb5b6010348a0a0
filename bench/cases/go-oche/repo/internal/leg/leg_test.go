package leg

import (
	"testing"

	"example.com/oche/internal/dart"
)

func visit(t *testing.T, l *Leg, call string) Result {
	t.Helper()
	darts, err := dart.ParseVisit(call)
	if err != nil {
		t.Fatal(err)
	}
	r, err := l.Visit(darts)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestCountdown(t *testing.T) {
	l := New(501)
	if r := visit(t, l, "T20 T20 T20"); r.Scored != 180 || r.Remaining != 321 {
		t.Errorf("first visit = %+v", r)
	}
	visit(t, l, "T20 S20 S1")
	if l.Remaining() != 240 || l.Scored() != 261 {
		t.Errorf("remaining %d, scored %d", l.Remaining(), l.Scored())
	}
}

func TestBusts(t *testing.T) {
	for _, c := range []struct {
		start int
		call  string
	}{
		{40, "T20"},     // below zero
		{41, "D20"},     // leaves one
		{40, "S20 S20"}, // zero, not on a double
		{50, "25 25"},   // outer bull is no double
	} {
		l := New(c.start)
		r := visit(t, l, c.call)
		if !r.Bust || l.Remaining() != c.start || r.Scored != 0 {
			t.Errorf("%d, %s: %+v, remaining %d; want a bust", c.start, c.call, r, l.Remaining())
		}
	}
}

func TestCheckout(t *testing.T) {
	l := New(100)
	r := visit(t, l, "T20 D20")
	if !r.Checkout || !l.Finished() {
		t.Errorf("T20 D20 from 100: %+v", r)
	}
	if _, err := l.Visit([]dart.Dart{{Segment: 20, Multiplier: dart.Single}}); err != ErrFinished {
		t.Errorf("visit after the checkout: %v", err)
	}
}

func TestBullCheckout(t *testing.T) {
	l := New(170)
	if r := visit(t, l, "T20 T20 BULL"); !r.Checkout {
		t.Errorf("170 out: %+v", r)
	}
}
