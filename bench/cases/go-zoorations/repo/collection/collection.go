// Package collection is the register of animals in the zoo's care: who they
// are, which enclosure they live in and what they weighed last.
package collection

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"
)

// Animal is one individual in the collection.
type Animal struct {
	ID        string // studbook or house ID, e.g. "LIO-004"
	Name      string
	Species   string // common name, lower case, matching the diet sheet
	Enclosure string
	WeightKg  float64
	Weighed   time.Time
}

// ErrUnknownAnimal is returned for an ID the collection does not hold.
var ErrUnknownAnimal = errors.New("unknown animal")

// Collection holds the animals by ID.
type Collection struct {
	animals map[string]*Animal
}

// New returns an empty collection.
func New() *Collection {
	return &Collection{animals: make(map[string]*Animal)}
}

// Add registers an animal. IDs are unique and upper case; species are lower case.
func (c *Collection) Add(a Animal) error {
	a.ID = strings.ToUpper(strings.TrimSpace(a.ID))
	a.Species = strings.ToLower(strings.TrimSpace(a.Species))
	if a.ID == "" {
		return errors.New("animal without an ID")
	}
	if a.Species == "" {
		return fmt.Errorf("%s: no species", a.ID)
	}
	if a.WeightKg <= 0 {
		return fmt.Errorf("%s: weight must be positive, got %v kg", a.ID, a.WeightKg)
	}
	if _, dup := c.animals[a.ID]; dup {
		return fmt.Errorf("%s is already in the collection", a.ID)
	}
	c.animals[a.ID] = &a
	return nil
}

// Get returns the animal with the given ID.
func (c *Collection) Get(id string) (*Animal, error) {
	a, ok := c.animals[strings.ToUpper(strings.TrimSpace(id))]
	if !ok {
		return nil, fmt.Errorf("%w %q", ErrUnknownAnimal, id)
	}
	return a, nil
}

// UpdateWeight records a new weighing. An older weighing than the one on record is ignored.
func (c *Collection) UpdateWeight(id string, kg float64, on time.Time) error {
	a, err := c.Get(id)
	if err != nil {
		return err
	}
	if kg <= 0 {
		return fmt.Errorf("%s: weight must be positive, got %v kg", a.ID, kg)
	}
	if on.Before(a.Weighed) {
		return nil
	}
	a.WeightKg = kg
	a.Weighed = on
	return nil
}

// All returns every animal, ordered by ID.
func (c *Collection) All() []*Animal {
	return c.filter(func(*Animal) bool { return true })
}

// BySpecies returns the animals of one species, ordered by ID.
func (c *Collection) BySpecies(species string) []*Animal {
	species = strings.ToLower(species)
	return c.filter(func(a *Animal) bool { return a.Species == species })
}

// ByEnclosure returns the animals living in an enclosure, ordered by ID.
func (c *Collection) ByEnclosure(enclosure string) []*Animal {
	return c.filter(func(a *Animal) bool { return strings.EqualFold(a.Enclosure, enclosure) })
}

// Enclosures lists the enclosures that hold at least one animal, sorted.
func (c *Collection) Enclosures() []string {
	seen := make(map[string]bool)
	var out []string
	for _, a := range c.animals {
		if !seen[a.Enclosure] {
			seen[a.Enclosure] = true
			out = append(out, a.Enclosure)
		}
	}
	sort.Strings(out)
	return out
}

func (c *Collection) filter(keep func(*Animal) bool) []*Animal {
	var out []*Animal
	for _, a := range c.animals {
		if keep(a) {
			out = append(out, a)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}
