// Package seating knows the auditorium: its seats, their bands and which are taken.
package seating

import (
	"fmt"
	"strconv"
	"strings"
)

// Band is a price band of the house.
type Band string

const (
	Stalls  Band = "stalls"
	Circle  Band = "circle"
	Balcony Band = "balcony"
)

// Seat is one seat, a row letter and a number, like C12.
type Seat struct {
	Row    byte
	Number int
}

func (s Seat) String() string { return fmt.Sprintf("%c%d", s.Row, s.Number) }

// ParseSeat reads a seat label such as "C12" or "c12".
func ParseSeat(label string) (Seat, error) {
	label = strings.TrimSpace(strings.ToUpper(label))
	if len(label) < 2 || label[0] < 'A' || label[0] > 'Z' {
		return Seat{}, fmt.Errorf("seat %q: want a row letter and a number", label)
	}
	n, err := strconv.Atoi(label[1:])
	if err != nil || n < 1 {
		return Seat{}, fmt.Errorf("seat %q: bad seat number", label)
	}
	return Seat{Row: label[0], Number: n}, nil
}

// House is the seat plan: rows A-H are stalls, J-M circle, N-P balcony, each
// row with SeatsPerRow seats.
type House struct {
	SeatsPerRow int
	taken       map[Seat]bool
}

// NewHouse returns an empty house.
func NewHouse(seatsPerRow int) *House {
	return &House{SeatsPerRow: seatsPerRow, taken: map[Seat]bool{}}
}

// BandOf returns the price band of a seat, or an error for a seat the house lacks.
func (h *House) BandOf(s Seat) (Band, error) {
	if s.Number > h.SeatsPerRow {
		return "", fmt.Errorf("seat %s: rows have %d seats", s, h.SeatsPerRow)
	}
	switch {
	case s.Row >= 'A' && s.Row <= 'H':
		return Stalls, nil
	case s.Row >= 'J' && s.Row <= 'M':
		return Circle, nil
	case s.Row >= 'N' && s.Row <= 'P':
		return Balcony, nil
	}
	return "", fmt.Errorf("seat %s: no such row", s)
}

// Take marks seats as sold; it takes none of them if any is already sold.
func (h *House) Take(seats ...Seat) error {
	for _, s := range seats {
		if h.taken[s] {
			return fmt.Errorf("seat %s is already sold", s)
		}
	}
	for _, s := range seats {
		h.taken[s] = true
	}
	return nil
}

// Free reports whether a seat is unsold.
func (h *House) Free(s Seat) bool { return !h.taken[s] }
