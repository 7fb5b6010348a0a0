package icerink

import (
	"errors"
	"testing"
	"time"
)

func saturday() *Timetable {
	return &Timetable{Open: at(9, 0), Close: at(22, 0)}
}

func mustAdd(t *testing.T, tt *Timetable, s Session) {
	t.Helper()
	if err := tt.Add(s); err != nil {
		t.Fatal(err)
	}
}

func TestAddKeepsOrderAndCapacity(t *testing.T) {
	tt := saturday()
	mustAdd(t, tt, Session{Name: "Afternoon public", Kind: Public, Start: at(14, 0), Length: 2 * time.Hour})
	mustAdd(t, tt, Session{Name: "Learn to skate", Kind: Lesson, Start: at(9, 0), Length: 45 * time.Minute})
	if tt.Sessions[0].Name != "Learn to skate" {
		t.Fatalf("order: %v", tt.Sessions[0].Name)
	}
	if tt.Sessions[0].Capacity != 60 || tt.Sessions[1].Capacity != 250 {
		t.Fatalf("capacities %d %d", tt.Sessions[0].Capacity, tt.Sessions[1].Capacity)
	}
}

func TestResurfaceGapIsKept(t *testing.T) {
	tt := saturday()
	mustAdd(t, tt, Session{Name: "Junior hockey", Kind: Hockey, Start: at(10, 0), Length: time.Hour})
	err := tt.Add(Session{Name: "Morning public", Kind: Public, Start: at(11, 5), Length: time.Hour})
	if !errors.Is(err, ErrClash) {
		t.Fatalf("a session inside the resurface should clash, got %v", err)
	}
	mustAdd(t, tt, Session{Name: "Morning public", Kind: Public, Start: at(11, 15), Length: time.Hour})
}

func TestLessonNeedsNoResurface(t *testing.T) {
	tt := saturday()
	mustAdd(t, tt, Session{Name: "Learn to skate", Kind: Lesson, Start: at(9, 0), Length: 45 * time.Minute})
	mustAdd(t, tt, Session{Name: "Figure patch", Kind: Figure, Start: at(9, 45), Length: 45 * time.Minute})
	if got := len(tt.Resurfaces()); got != 0 {
		t.Fatalf("resurfaces %d", got)
	}
}

func TestOutsideOpeningHours(t *testing.T) {
	tt := saturday()
	if tt.Add(Session{Name: "Late disco", Kind: Disco, Start: at(21, 0), Length: 2 * time.Hour}) == nil {
		t.Fatal("session after close accepted")
	}
}

func TestFreeSlotsAndIceHours(t *testing.T) {
	tt := saturday()
	mustAdd(t, tt, Session{Name: "Junior hockey", Kind: Hockey, Start: at(9, 0), Length: time.Hour})
	mustAdd(t, tt, Session{Name: "Afternoon public", Kind: Public, Start: at(14, 0), Length: 2 * time.Hour})
	mustAdd(t, tt, Session{Name: "Disco", Kind: Disco, Start: at(19, 0), Length: 3 * time.Hour})
	slots := tt.FreeSlots(time.Hour)
	if len(slots) != 2 {
		t.Fatalf("slots %v", slots)
	}
	if !slots[0][0].Equal(at(10, 15)) || !slots[0][1].Equal(at(14, 0)) {
		t.Fatalf("first slot %v", slots[0])
	}
	if !slots[1][0].Equal(at(16, 15)) {
		t.Fatalf("second slot %v", slots[1])
	}
	if tt.IceHours() != 6*time.Hour {
		t.Fatalf("ice hours %v", tt.IceHours())
	}
	if s, ok := tt.Next(at(12, 0)); !ok || s.Name != "Afternoon public" {
		t.Fatalf("next %v %v", s.Name, ok)
	}
	if len(tt.Resurfaces()) != 3 {
		t.Fatalf("resurfaces %v", tt.Resurfaces())
	}
}
