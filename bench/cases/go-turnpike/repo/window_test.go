package turnpike

import (
	"testing"
	"time"
)

func TestWindowAllowsTheRate(t *testing.T) {
	w := NewWindow(Rate{3, time.Minute}, t0)
	for i := 0; i < 3; i++ {
		if !w.Take(t0.Add(time.Duration(i) * time.Second)) {
			t.Fatalf("take %d refused", i+1)
		}
	}
	if w.Take(t0.Add(10 * time.Second)) {
		t.Fatal("4th take in the window allowed")
	}
}

func TestWindowWeighsThePreviousWindow(t *testing.T) {
	w := NewWindow(Rate{10, time.Minute}, t0)
	for i := 0; i < 10; i++ {
		w.Take(t0)
	}
	// 15s into the next window, 3/4 of the previous one still counts: 7.5.
	at := t0.Add(75 * time.Second)
	if got := w.Remaining(at); got != 2 {
		t.Errorf("remaining = %d, want 2", got)
	}
	if !w.Take(at) || !w.Take(at) {
		t.Fatal("two takes refused")
	}
	if w.Take(at) {
		t.Fatal("third take allowed")
	}
}

func TestWindowForgetsAfterTwoPeriods(t *testing.T) {
	w := NewWindow(Rate{2, time.Second}, t0)
	w.Take(t0)
	w.Take(t0)
	if got := w.Remaining(t0.Add(2500 * time.Millisecond)); got != 2 {
		t.Errorf("remaining = %d, want 2", got)
	}
}
