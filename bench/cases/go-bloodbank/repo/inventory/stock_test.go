package inventory

import (
	"testing"
	"time"

	"bloodbank/blood"
)

var day0 = time.Date(2024, 3, 1, 8, 0, 0, 0, time.UTC)

func days(n int) time.Duration { return time.Duration(n) * 24 * time.Hour }

func ids(units []Unit) []string {
	out := make([]string, len(units))
	for i, u := range units {
		out[i] = u.ID
	}
	return out
}

func sameIDs(t *testing.T, what string, got []Unit, want ...string) {
	t.Helper()
	g := ids(got)
	if len(g) != len(want) {
		t.Errorf("%s = %v, want %v", what, g, want)
		return
	}
	for i := range g {
		if g[i] != want[i] {
			t.Errorf("%s = %v, want %v", what, g, want)
			return
		}
	}
}

func sampleStock(t *testing.T) *Stock {
	t.Helper()
	s := NewStock()
	for _, u := range []Unit{
		NewUnit("G1001", blood.OPos, RedCells, day0.Add(-days(30)), 280),
		NewUnit("G1002", blood.OPos, RedCells, day0.Add(-days(2)), 275),
		NewUnit("G1003", blood.OPos, RedCells, day0.Add(-days(20)), 290),
		NewUnit("G1004", blood.OPos, RedCells, day0.Add(-days(40)), 285),
		NewUnit("G1005", blood.ANeg, RedCells, day0.Add(-days(10)), 270),
		NewUnit("G1006", blood.OPos, Platelets, day0.Add(-days(3)), 220),
		NewUnit("G1007", blood.OPos, Plasma, day0.Add(-days(100)), 300),
	} {
		if err := s.Add(u); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

func TestShelfLife(t *testing.T) {
	u := NewUnit("X", blood.ONeg, Platelets, day0, 200)
	if want := day0.Add(days(7)); !u.Expires.Equal(want) {
		t.Errorf("platelets expire %v, want %v", u.Expires, want)
	}
	if got := u.DaysLeft(day0.Add(36 * time.Hour)); got != 5 {
		t.Errorf("DaysLeft = %d, want 5", got)
	}
	if !u.ExpiredAt(u.Expires) || u.ExpiredAt(u.Expires.Add(-time.Minute)) {
		t.Error("a unit expires at its expiry time, not before")
	}
	if u.DaysLeft(u.Expires.Add(time.Hour)) != 0 {
		t.Error("expired unit has days left")
	}
}

func TestParseComponent(t *testing.T) {
	for in, want := range map[string]Component{"RBC": RedCells, " plasma": Plasma, "plt": Platelets} {
		got, err := ParseComponent(in)
		if err != nil || got != want {
			t.Errorf("ParseComponent(%q) = %v, %v", in, got, err)
		}
	}
	if _, err := ParseComponent("whole blood"); err == nil {
		t.Error("whole blood parsed")
	}
}

func TestAddDuplicate(t *testing.T) {
	s := sampleStock(t)
	if err := s.Add(NewUnit("G1001", blood.ONeg, RedCells, day0, 280)); err == nil {
		t.Error("duplicate unit booked in")
	}
	if err := s.Add(Unit{}); err == nil {
		t.Error("unit without ID booked in")
	}
	if s.Len() != 7 {
		t.Errorf("Len = %d, want 7", s.Len())
	}
}

func TestAvailableFirstToExpireFirst(t *testing.T) {
	s := sampleStock(t)
	sameIDs(t, "O+ red cells", s.Available(blood.OPos, RedCells, day0), "G1001", "G1003", "G1002")
	if n := s.Count(blood.OPos, RedCells, day0.Add(days(6))); n != 2 {
		t.Errorf("O+ red cells in six days = %d, want 2", n)
	}
	if n := s.Count(blood.ONeg, RedCells, day0); n != 0 {
		t.Errorf("O- red cells = %d, want 0", n)
	}
}

func TestTake(t *testing.T) {
	s := sampleStock(t)
	sameIDs(t, "Take 2", s.Take(blood.OPos, RedCells, 2, day0), "G1001", "G1003")
	sameIDs(t, "Take 5", s.Take(blood.OPos, RedCells, 5, day0), "G1002")
	if s.Len() != 4 {
		t.Errorf("Len = %d, want 4", s.Len())
	}
}

func TestDiscardExpired(t *testing.T) {
	s := sampleStock(t)
	sameIDs(t, "expired today", s.DiscardExpired(day0), "G1004")
	sameIDs(t, "expired in a week", s.DiscardExpired(day0.Add(days(7))), "G1001", "G1006")
	if _, ok := s.Get("G1004"); ok {
		t.Error("G1004 still in stock")
	}
	if _, err := s.Remove("G1004"); err == nil {
		t.Error("removed a unit twice")
	}
}
