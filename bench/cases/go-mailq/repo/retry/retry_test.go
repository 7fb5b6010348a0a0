package retry

import (
	"testing"
	"time"
)

func TestDelayDoubles(t *testing.T) {
	p := Policy{MaxAttempts: 10, Initial: time.Second, Factor: 2, Max: time.Hour}
	want := []time.Duration{time.Second, 2 * time.Second, 4 * time.Second, 8 * time.Second}
	for i, w := range want {
		if got := p.Delay(i + 1); got != w {
			t.Errorf("Delay(%d) = %v, want %v", i+1, got, w)
		}
	}
}

func TestDelayCapped(t *testing.T) {
	p := Policy{MaxAttempts: 10, Initial: time.Second, Factor: 10, Max: 50 * time.Second}
	if got := p.Delay(3); got != 50*time.Second {
		t.Errorf("Delay(3) = %v, want 50s", got)
	}
}

func TestDelayBelowOne(t *testing.T) {
	p := Policy{MaxAttempts: 3, Initial: 5 * time.Second, Factor: 2, Max: time.Minute}
	if got := p.Delay(0); got != 5*time.Second {
		t.Errorf("Delay(0) = %v, want 5s", got)
	}
}

func TestGiveUp(t *testing.T) {
	p := Policy{MaxAttempts: 3, Initial: time.Second, Factor: 1, Max: time.Second}
	if p.GiveUp(2) || !p.GiveUp(3) {
		t.Errorf("GiveUp(2), GiveUp(3) = %v, %v; want false, true", p.GiveUp(2), p.GiveUp(3))
	}
}

func TestValidate(t *testing.T) {
	bad := []Policy{
		{MaxAttempts: 0, Initial: time.Second, Factor: 2, Max: time.Minute},
		{MaxAttempts: 3, Initial: 0, Factor: 2, Max: time.Minute},
		{MaxAttempts: 3, Initial: time.Second, Factor: 0.5, Max: time.Minute},
		{MaxAttempts: 3, Initial: time.Minute, Factor: 2, Max: time.Second},
	}
	for i, p := range bad {
		if p.Validate() == nil {
			t.Errorf("policy %d: Validate() = nil, want an error", i)
		}
	}
	if err := Default().Validate(); err != nil {
		t.Errorf("Default().Validate() = %v", err)
	}
}
