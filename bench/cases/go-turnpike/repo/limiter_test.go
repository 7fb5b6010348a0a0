package turnpike

import (
	"strings"
	"testing"
	"time"
)

func newTestLimiter(t *testing.T, conf string) (*Limiter, *ManualClock) {
	t.Helper()
	cfg, err := ParseConfig(strings.NewReader(conf))
	if err != nil {
		t.Fatal(err)
	}
	clock := NewManualClock(t0)
	return NewLimiter(cfg, clock), clock
}

func TestLimiterPerClient(t *testing.T) {
	l, _ := newTestLimiter(t, "GET /api 2/min\n")
	for i := 0; i < 2; i++ {
		if d := l.Allow("alice", "GET", "/api/items"); !d.Allowed {
			t.Fatalf("alice request %d refused", i+1)
		}
	}
	if d := l.Allow("alice", "GET", "/api/items"); d.Allowed {
		t.Fatal("alice's third request allowed")
	}
	if d := l.Allow("bob", "GET", "/api/items"); !d.Allowed || d.Remaining != 1 {
		t.Fatalf("bob: %+v, want allowed with 1 left", d)
	}
}

func TestLimiterUnmatchedIsAllowed(t *testing.T) {
	l, _ := newTestLimiter(t, "GET /api 1/min\n")
	d := l.Allow("alice", "GET", "/health")
	if !d.Allowed || d.Rule != nil || d.Remaining != -1 {
		t.Fatalf("decision = %+v", d)
	}
}

func TestLimiterRefills(t *testing.T) {
	l, clock := newTestLimiter(t, "GET /api 6/min burst=2\n") // one every 10s
	l.Allow("alice", "GET", "/api")
	l.Allow("alice", "GET", "/api")
	if l.Allow("alice", "GET", "/api").Allowed {
		t.Fatal("third request allowed at once")
	}
	clock.Advance(10 * time.Second)
	if d := l.Allow("alice", "GET", "/api"); !d.Allowed || d.Remaining != 0 {
		t.Fatalf("after 10s: %+v, want allowed with 0 left", d)
	}
}

func TestLimiterWindowRule(t *testing.T) {
	l, clock := newTestLimiter(t, "* /export 2/h window\n")
	l.Allow("alice", "GET", "/export")
	l.Allow("alice", "GET", "/export")
	if l.Allow("alice", "GET", "/export").Allowed {
		t.Fatal("third export in the hour allowed")
	}
	clock.Advance(2 * time.Hour)
	if d := l.Allow("alice", "GET", "/export"); !d.Allowed || d.Remaining != 1 {
		t.Fatalf("two hours later: %+v", d)
	}
}
