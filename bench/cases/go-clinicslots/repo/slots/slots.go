// Package slots finds the free appointment slots of a clinic's day.
package slots

import (
	"errors"
	"fmt"
)

// Span is a stretch of the day between two "HH:MM" clock times.
type Span struct {
	Start, End string
}

// Day is a clinic's opening hours and its breaks.
type Day struct {
	Open, Close string
	Breaks      []Span
}

// Appointment is a booked appointment: a patient and the span it takes.
type Appointment struct {
	Patient string
	Span
}

// Slot is a free slot that can be offered to a patient.
type Slot struct {
	Start, End string
}

// ErrClosed is returned for a day whose opening time is not before its closing time.
var ErrClosed = errors.New("slots: the clinic is closed that day")

func spanInterval(s Span) (interval, error) {
	start, err := minutesOf(s.Start)
	if err != nil {
		return interval{}, err
	}
	end, err := minutesOf(s.End)
	if err != nil {
		return interval{}, err
	}
	if end <= start {
		return interval{}, fmt.Errorf("span %s-%s ends before it starts", s.Start, s.End)
	}
	return interval{start, end}, nil
}

// openIntervals is the day's opening hours less its breaks.
func openIntervals(day Day) ([]interval, error) {
	open, err := minutesOf(day.Open)
	if err != nil {
		return nil, err
	}
	closing, err := minutesOf(day.Close)
	if err != nil {
		return nil, err
	}
	if closing <= open {
		return nil, ErrClosed
	}
	free := []interval{{open, closing}}
	for _, b := range day.Breaks {
		iv, err := spanInterval(b)
		if err != nil {
			return nil, fmt.Errorf("break: %w", err)
		}
		free = subtract(free, iv)
	}
	return free, nil
}

// FreeSlots returns the slots of `length` minutes that fit in the day's
// opening hours around its breaks and the booked appointments, in order.
// Slots start at the beginning of each free stretch and follow each other.
func FreeSlots(day Day, booked []Appointment, length int) ([]Slot, error) {
	if length <= 0 {
		return nil, fmt.Errorf("slot length %d: must be positive", length)
	}
	free, err := openIntervals(day)
	if err != nil {
		return nil, err
	}
	busy := make([]interval, 0, len(booked))
	for _, a := range booked {
		iv, err := spanInterval(a.Span)
		if err != nil {
			return nil, fmt.Errorf("appointment for %s: %w", a.Patient, err)
		}
		busy = append(busy, iv)
	}
	sortIntervals(busy)
	for _, b := range busy {
		free = subtract(free, b)
	}
	var out []Slot
	for _, f := range free {
		for start := f.start; start+length <= f.end; start += length {
			out = append(out, Slot{clockOf(start), clockOf(start + length)})
		}
	}
	return out, nil
}

// FreeMinutes is the total number of free minutes left in the day.
func FreeMinutes(day Day, booked []Appointment) (int, error) {
	free, err := openIntervals(day)
	if err != nil {
		return 0, err
	}
	for _, a := range booked {
		iv, err := spanInterval(a.Span)
		if err != nil {
			return 0, fmt.Errorf("appointment for %s: %w", a.Patient, err)
		}
		free = subtract(free, iv)
	}
	total := 0
	for _, f := range free {
		total += f.length()
	}
	return total, nil
}
