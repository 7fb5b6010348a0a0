package icerink

import (
	"errors"
	"testing"
	"time"
)

func TestBookAndCancel(t *testing.T) {
	tt := saturday()
	mustAdd(t, tt, Session{Name: "Junior hockey", Kind: Hockey, Start: at(9, 0), Length: time.Hour})
	b := NewBookings(tt)
	if err := b.Book(Booking{Ref: "H1", Session: "Junior hockey", Places: 30}); err != nil {
		t.Fatal(err)
	}
	err := b.Book(Booking{Ref: "H2", Session: "Junior hockey", Places: 11})
	if !errors.Is(err, ErrFull) {
		t.Fatalf("expected full, got %v", err)
	}
	if b.Book(Booking{Ref: "H1", Session: "Junior hockey", Places: 1}) == nil {
		t.Fatal("duplicate ref accepted")
	}
	if err := b.Cancel("H1"); err != nil {
		t.Fatal(err)
	}
	if left, _ := b.Left("Junior hockey"); left != 40 {
		t.Fatalf("left %d", left)
	}
	if _, err := b.Left("Curling"); err == nil {
		t.Fatal("unknown session")
	}
}
