package rota

import (
	"testing"
	"time"
)

func TestOverrideWinsInsideItsWindow(t *testing.T) {
	s := Schedule{Rotation: daily()}
	if err := s.Add(Override{Member: "carol", From: monday.Add(2 * time.Hour), To: monday.Add(6 * time.Hour)}); err != nil {
		t.Fatal(err)
	}
	for at, want := range map[time.Duration]string{0: "alice", 2 * time.Hour: "carol", 5 * time.Hour: "carol", 6 * time.Hour: "alice"} {
		if got := s.Who(monday.Add(at)); got != want {
			t.Errorf("Who(+%v) = %s, want %s", at, got, want)
		}
	}
}

func TestLaterOverrideWins(t *testing.T) {
	s := Schedule{Rotation: daily()}
	_ = s.Add(Override{Member: "bob", From: monday, To: monday.Add(10 * time.Hour)})
	_ = s.Add(Override{Member: "carol", From: monday.Add(4 * time.Hour), To: monday.Add(5 * time.Hour)})
	if got := s.Who(monday.Add(4 * time.Hour)); got != "carol" {
		t.Errorf("Who = %s, want carol", got)
	}
	if got := s.Who(monday.Add(5 * time.Hour)); got != "bob" {
		t.Errorf("Who = %s, want bob", got)
	}
}

func TestAddRefusesBadOverrides(t *testing.T) {
	s := Schedule{Rotation: daily()}
	if s.Add(Override{Member: "dave", From: monday, To: monday.Add(time.Hour)}) == nil {
		t.Error("an unknown member was accepted")
	}
	if s.Add(Override{Member: "bob", From: monday, To: monday}) == nil {
		t.Error("an empty window was accepted")
	}
	if len(s.Overrides) != 0 {
		t.Errorf("refused overrides were kept: %v", s.Overrides)
	}
}
