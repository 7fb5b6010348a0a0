package outbox

import (
	"errors"
	"testing"
	"time"

	"example.com/mailq/retry"
)

var t0 = time.Date(2026, 12, 4, 9, 0, 0, 0, time.UTC)
var errBounce = errors.New("451 try again later")

func TestDueOrder(t *testing.T) {
	o := New()
	_ = o.Add(Message{ID: "b", To: "b@example.org"}, t0)
	_ = o.Add(Message{ID: "a", To: "a@example.org"}, t0)
	_ = o.Add(Message{ID: "c", To: "c@example.org"}, t0.Add(time.Minute))
	due := o.Due(t0)
	if len(due) != 2 || due[0].ID != "a" || due[1].ID != "b" {
		t.Fatalf("Due(t0) = %v, want a, b", ids(due))
	}
}

func TestDuplicate(t *testing.T) {
	o := New()
	_ = o.Add(Message{ID: "a"}, t0)
	if err := o.Add(Message{ID: "a"}, t0); err == nil {
		t.Fatal("second Add of the same ID: no error")
	}
}

func TestRetrySchedule(t *testing.T) {
	o := New()
	_ = o.Add(Message{ID: "m1", To: "x@example.org"}, t0)
	now := t0
	var gaps []time.Duration
	for i := 0; i < 5; i++ {
		if _, err := o.Failed("m1", errBounce, now); err != nil {
			t.Fatal(err)
		}
		next := o.Due(now.Add(24 * time.Hour))[0].NextTry
		gaps = append(gaps, next.Sub(now))
		now = next
	}
	want := []time.Duration{30 * time.Second, time.Minute, 2 * time.Minute, 4 * time.Minute, 8 * time.Minute}
	for i := range want {
		if gaps[i] != want[i] {
			t.Errorf("gap after attempt %d = %v, want %v", i+1, gaps[i], want[i])
		}
	}
}

func TestDeadLetterAfterSixAttempts(t *testing.T) {
	o := New()
	_ = o.Add(Message{ID: "m1"}, t0)
	for i := 1; i <= 6; i++ {
		still, err := o.Failed("m1", errBounce, t0)
		if err != nil {
			t.Fatal(err)
		}
		if still != (i < 6) {
			t.Fatalf("attempt %d: still pending = %v", i, still)
		}
	}
	if o.Pending() != 0 || len(o.Dead()) != 1 || o.Dead()[0].LastErr != errBounce.Error() {
		t.Fatalf("pending %d, dead %v", o.Pending(), o.Dead())
	}
}

func TestSentRemoves(t *testing.T) {
	o := New()
	_ = o.Add(Message{ID: "m1"}, t0)
	o.Sent("m1")
	if o.Pending() != 0 {
		t.Fatalf("Pending() = %d after Sent", o.Pending())
	}
}

func TestWithPolicyRejectsInvalid(t *testing.T) {
	if _, err := WithPolicy(retry.Policy{}); err == nil {
		t.Fatal("WithPolicy(zero Policy): no error")
	}
}

func TestFailedUnknown(t *testing.T) {
	if _, err := New().Failed("nope", errBounce, t0); err == nil {
		t.Fatal("Failed on unknown ID: no error")
	}
}

func ids(ms []*Message) []string {
	var out []string
	for _, m := range ms {
		out = append(out, m.ID)
	}
	return out
}
