package inventory

import (
	"fmt"
	"sort"
	"time"

	"bloodbank/blood"
)

// Stock is the set of units on the shelves, keyed by unit ID.
type Stock struct {
	units map[string]Unit
}

// NewStock returns an empty stock.
func NewStock() *Stock {
	return &Stock{units: make(map[string]Unit)}
}

// Add books a unit into stock. Unit IDs are unique.
func (s *Stock) Add(u Unit) error {
	if u.ID == "" {
		return fmt.Errorf("unit has no ID")
	}
	if _, ok := s.units[u.ID]; ok {
		return fmt.Errorf("unit %s is already in stock", u.ID)
	}
	s.units[u.ID] = u
	return nil
}

// Get returns the unit with the given ID.
func (s *Stock) Get(id string) (Unit, bool) {
	u, ok := s.units[id]
	return u, ok
}

// Remove takes a unit out of stock by ID.
func (s *Stock) Remove(id string) (Unit, error) {
	u, ok := s.units[id]
	if !ok {
		return Unit{}, fmt.Errorf("unit %s is not in stock", id)
	}
	delete(s.units, id)
	return u, nil
}

// Len is the number of units on the shelves, expired or not.
func (s *Stock) Len() int {
	return len(s.units)
}

// Available lists the unexpired units of a group and component at time t,
// first to expire first.
func (s *Stock) Available(g blood.Group, c Component, t time.Time) []Unit {
	var out []Unit
	for _, u := range s.units {
		if u.Group == g && u.Component == c && !u.ExpiredAt(t) {
			out = append(out, u)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if !out[i].Expires.Equal(out[j].Expires) {
			return out[i].Expires.Before(out[j].Expires)
		}
		return out[i].ID < out[j].ID
	})
	return out
}

// Count is the number of unexpired units of a group and component at t.
func (s *Stock) Count(g blood.Group, c Component, t time.Time) int {
	return len(s.Available(g, c, t))
}

// Take removes up to n unexpired units of a group and component, first to
// expire first, and returns them.
func (s *Stock) Take(g blood.Group, c Component, n int, t time.Time) []Unit {
	avail := s.Available(g, c, t)
	if n < len(avail) {
		avail = avail[:n]
	}
	for _, u := range avail {
		delete(s.units, u.ID)
	}
	return avail
}

// DiscardExpired removes every unit expired at t and returns them by ID, for
// the wastage log.
func (s *Stock) DiscardExpired(t time.Time) []Unit {
	var out []Unit
	for id, u := range s.units {
		if u.ExpiredAt(t) {
			out = append(out, u)
			delete(s.units, id)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}
