package kennels

import (
	"testing"
	"time"
)

func TestNewStay(t *testing.T) {
	if _, err := NewStay(Date(2025, time.June, 2), Date(2025, time.June, 2)); err == nil {
		t.Error("same-day stay should be rejected")
	}
	s := stay(t, Date(2025, time.June, 28), Date(2025, time.July, 3))
	if s.Nights() != 5 {
		t.Errorf("Nights() = %d, want 5", s.Nights())
	}
	if got := s.String(); got != "Sat 28 Jun to Thu 3 Jul 2025 (5 nights)" {
		t.Errorf("String() = %q", got)
	}
}

func TestEachNight(t *testing.T) {
	s := stay(t, Date(2025, time.March, 30), Date(2025, time.April, 2))
	var nights []string
	s.EachNight(func(n time.Time) { nights = append(nights, n.Format("2 Jan")) })
	want := []string{"30 Mar", "31 Mar", "1 Apr"}
	if len(nights) != len(want) {
		t.Fatalf("nights = %v, want %v", nights, want)
	}
	for i := range want {
		if nights[i] != want[i] {
			t.Errorf("night %d = %s, want %s", i, nights[i], want[i])
		}
	}
}

func TestOverlaps(t *testing.T) {
	a := stay(t, Date(2025, time.June, 2), Date(2025, time.June, 6))
	b := stay(t, Date(2025, time.June, 6), Date(2025, time.June, 9)) // arrives as a leaves
	c := stay(t, Date(2025, time.June, 5), Date(2025, time.June, 7))
	if a.Overlaps(b) || b.Overlaps(a) {
		t.Error("back-to-back stays should not overlap")
	}
	if !a.Overlaps(c) || !c.Overlaps(b) {
		t.Error("stays sharing a night should overlap")
	}
}
