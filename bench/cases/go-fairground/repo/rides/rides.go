// Package rides holds the fair's rides and the rules on who may ride them.
package rides

import (
	"fmt"
	"sort"
)

// Kind groups rides for signage and for the wind limits.
type Kind int

const (
	Kiddie Kind = iota
	Family
	Thrill
)

func (k Kind) String() string {
	switch k {
	case Kiddie:
		return "kiddie"
	case Family:
		return "family"
	case Thrill:
		return "thrill"
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// Ride is one attraction on the ground.
type Ride struct {
	ID           string
	Name         string
	Kind         Kind
	MinHeightCM  int // 0 means no minimum
	MaxHeightCM  int // 0 means no maximum (kiddie rides have one)
	MinAge       int // 0 means no minimum age
	Seats        int // riders per cycle
	CycleMinutes float64
	Tokens       int // tokens per ride
}

// Visitor is someone at the ticket booth.
type Visitor struct {
	Name      string
	HeightCM  int
	Age       int
	WithAdult bool
}

// Reason says why a visitor may not ride.
type Reason string

const (
	OK       Reason = ""
	TooShort Reason = "too short"
	TooTall  Reason = "too tall"
	TooYoung Reason = "too young"
)

// Check tells whether v may ride r, and if not, why.
func Check(r Ride, v Visitor) Reason {
	if r.MinHeightCM > 0 && v.HeightCM < r.MinHeightCM {
		return TooShort
	}
	if r.MaxHeightCM > 0 && v.HeightCM > r.MaxHeightCM {
		return TooTall
	}
	if r.MinAge > 0 && v.Age < r.MinAge {
		return TooYoung
	}
	return OK
}

// Eligible reports whether v may ride r.
func Eligible(r Ride, v Visitor) bool {
	return Check(r, v) == OK
}

// Catalogue is the set of rides on the ground, by ID.
type Catalogue struct {
	byID map[string]Ride
}

// NewCatalogue builds a catalogue, rejecting duplicate IDs and rides without seats.
func NewCatalogue(rs ...Ride) (*Catalogue, error) {
	c := &Catalogue{byID: make(map[string]Ride, len(rs))}
	for _, r := range rs {
		if _, dup := c.byID[r.ID]; dup {
			return nil, fmt.Errorf("rides: duplicate ride id %q", r.ID)
		}
		if r.Seats <= 0 || r.CycleMinutes <= 0 {
			return nil, fmt.Errorf("rides: %s needs seats and a cycle time", r.ID)
		}
		c.byID[r.ID] = r
	}
	return c, nil
}

// Get returns the ride with the given ID.
func (c *Catalogue) Get(id string) (Ride, bool) {
	r, ok := c.byID[id]
	return r, ok
}

// All returns the rides sorted by ID.
func (c *Catalogue) All() []Ride {
	out := make([]Ride, 0, len(c.byID))
	for _, r := range c.byID {
		out = append(out, r)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// For returns the rides v may go on, sorted by ID.
func (c *Catalogue) For(v Visitor) []Ride {
	var out []Ride
	for _, r := range c.All() {
		if Eligible(r, v) {
			out = append(out, r)
		}
	}
	return out
}
