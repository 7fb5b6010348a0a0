package icerink

import (
	"errors"
	"fmt"
)

// ErrFull is returned when a session has no room for a booking.
var ErrFull = errors.New("session is full")

// Booking is a group's places on a session.
type Booking struct {
	Ref     string
	Session string
	Places  int
}

// Bookings holds the bookings for one timetable.
type Bookings struct {
	tt    *Timetable
	taken map[string]int
	refs  map[string]Booking
}

// NewBookings starts an empty book for a timetable.
func NewBookings(tt *Timetable) *Bookings {
	return &Bookings{tt: tt, taken: map[string]int{}, refs: map[string]Booking{}}
}

func (b *Bookings) session(name string) (Session, error) {
	for _, s := range b.tt.Sessions {
		if s.Name == name {
			return s, nil
		}
	}
	return Session{}, fmt.Errorf("no session %q on the timetable", name)
}

// Left is the number of places still free on a session.
func (b *Bookings) Left(name string) (int, error) {
	s, err := b.session(name)
	if err != nil {
		return 0, err
	}
	return s.Capacity - b.taken[name], nil
}

// Book takes places on a session.
func (b *Bookings) Book(bk Booking) error {
	if bk.Places <= 0 {
		return fmt.Errorf("booking %s has no places", bk.Ref)
	}
	if _, dup := b.refs[bk.Ref]; dup {
		return fmt.Errorf("booking %s already exists", bk.Ref)
	}
	left, err := b.Left(bk.Session)
	if err != nil {
		return err
	}
	if bk.Places > left {
		return fmt.Errorf("%w: %s has %d places left, %s wants %d", ErrFull, bk.Session, left, bk.Ref, bk.Places)
	}
	b.taken[bk.Session] += bk.Places
	b.refs[bk.Ref] = bk
	return nil
}

// Cancel gives a booking's places back.
func (b *Bookings) Cancel(ref string) error {
	bk, ok := b.refs[ref]
	if !ok {
		return fmt.Errorf("no booking %s", ref)
	}
	b.taken[bk.Session] -= bk.Places
	delete(b.refs, ref)
	return nil
}
