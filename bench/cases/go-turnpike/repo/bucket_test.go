package turnpike

import (
	"testing"
	"time"
)

var t0 = time.Date(2024, 3, 1, 9, 0, 0, 0, time.UTC)

func TestBucketStartsFull(t *testing.T) {
	b := NewBucket(Rate{10, time.Minute}, 0, t0)
	if got := b.Tokens(t0); got != 10 {
		t.Fatalf("tokens = %d, want 10", got)
	}
	for i := 0; i < 10; i++ {
		if !b.Take(t0, 1) {
			t.Fatalf("take %d refused", i+1)
		}
	}
	if b.Take(t0, 1) {
		t.Fatal("11th take allowed")
	}
}

func TestBucketBurst(t *testing.T) {
	b := NewBucket(Rate{60, time.Minute}, 5, t0)
	if got := b.Tokens(t0); got != 5 {
		t.Fatalf("tokens = %d, want 5", got)
	}
	if b.Take(t0, 6) {
		t.Fatal("took 6 from a burst of 5")
	}
}

func TestBucketRefillsOneTokenPerInterval(t *testing.T) {
	b := NewBucket(Rate{30, time.Minute}, 3, t0) // one token every 2s
	b.Take(t0, 3)
	if b.Take(t0.Add(1900*time.Millisecond), 1) {
		t.Fatal("token back after 1.9s")
	}
	if !b.Take(t0.Add(2*time.Second), 1) {
		t.Fatal("no token after 2s")
	}
	if got := b.Tokens(t0.Add(7 * time.Second)); got != 2 {
		t.Errorf("tokens after 7s = %d, want 2", got)
	}
}

func TestBucketRefillCapsAtBurst(t *testing.T) {
	b := NewBucket(Rate{10, time.Second}, 4, t0)
	b.Take(t0, 4)
	if got := b.Tokens(t0.Add(time.Hour)); got != 4 {
		t.Errorf("tokens after an hour = %d, want 4", got)
	}
}

func TestBucketClockGoingBackIsIgnored(t *testing.T) {
	b := NewBucket(Rate{1, time.Second}, 2, t0)
	b.Take(t0, 2)
	if b.Take(t0.Add(-time.Minute), 1) {
		t.Fatal("a clock step back refilled the bucket")
	}
}
