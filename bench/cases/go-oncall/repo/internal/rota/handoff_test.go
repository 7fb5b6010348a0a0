package rota

import (
	"reflect"
	"testing"
	"time"
)

func TestHandoffsFollowTheShifts(t *testing.T) {
	s := Schedule{Rotation: daily()}
	got := s.Handoffs(monday.Add(time.Hour), monday.Add(60*time.Hour))
	want := []Handoff{
		{At: monday.Add(24 * time.Hour), From: "alice", To: "bob"},
		{At: monday.Add(48 * time.Hour), From: "bob", To: "carol"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Handoffs =\n%v\nwant\n%v", got, want)
	}
}

func TestHandoffsAroundAnOverride(t *testing.T) {
	s := Schedule{Rotation: daily()}
	_ = s.Add(Override{Member: "carol", From: monday.Add(30 * time.Hour), To: monday.Add(36 * time.Hour), Reason: "dentist swap"})
	got := s.Handoffs(monday.Add(12*time.Hour), monday.Add(40*time.Hour))
	want := []Handoff{
		{At: monday.Add(24 * time.Hour), From: "alice", To: "bob"},
		{At: monday.Add(30 * time.Hour), From: "bob", To: "carol", Reason: "dentist swap"},
		{At: monday.Add(36 * time.Hour), From: "carol", To: "bob", Reason: "dentist swap"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Handoffs =\n%v\nwant\n%v", got, want)
	}
}

func TestOverrideOnTheSameMemberIsNoHandoff(t *testing.T) {
	s := Schedule{Rotation: daily()}
	_ = s.Add(Override{Member: "alice", From: monday.Add(2 * time.Hour), To: monday.Add(4 * time.Hour)})
	if got := s.Handoffs(monday, monday.Add(12*time.Hour)); len(got) != 0 {
		t.Errorf("Handoffs = %v, want none", got)
	}
}
