package feed

import (
	"math"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestPerHenGrams(t *testing.T) {
	if got := PerHenGrams(57.5, 500, 1); !near(got, 115) {
		t.Errorf("PerHenGrams = %v, want 115", got)
	}
	if got := PerHenGrams(805, 1000, 7); !near(got, 115) {
		t.Errorf("PerHenGrams over a week = %v, want 115", got)
	}
	if got := PerHenGrams(10, 0, 1); got != 0 {
		t.Errorf("PerHenGrams with no hens = %v", got)
	}
}

func TestFCR(t *testing.T) {
	if got := FCR(57.5, 25); !near(got, 2.3) {
		t.Errorf("FCR = %v, want 2.3", got)
	}
	if got := FCR(1, 0); got != 0 {
		t.Errorf("FCR with no eggs = %v", got)
	}
}

func TestSilo(t *testing.T) {
	s := Silo{CapacityKg: 12000, StockKg: 1500}
	if err := s.Deliver(10000); err != nil {
		t.Fatal(err)
	}
	if err := s.Deliver(1000); err != ErrOverfill {
		t.Errorf("overfill: %v", err)
	}
	if err := s.Deliver(-5); err == nil {
		t.Error("negative delivery accepted")
	}
	if got := s.DaysLeft(4000, 120); got != 23 {
		t.Errorf("DaysLeft = %d, want 23", got)
	}
	if got := s.Draw(480); got != 480 || s.StockKg != 11020 {
		t.Errorf("Draw(480) = %v, stock %v", got, s.StockKg)
	}
	s.StockKg = 100
	if got := s.Draw(480); got != 100 || s.StockKg != 0 {
		t.Errorf("Draw from a nearly empty silo = %v, stock %v", got, s.StockKg)
	}
	if got := s.DaysLeft(0, 120); got != math.MaxInt {
		t.Errorf("DaysLeft with no hens = %d", got)
	}
}
