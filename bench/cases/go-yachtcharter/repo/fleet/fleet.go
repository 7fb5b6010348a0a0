package fleet

import (
	"fmt"
	"sort"
)

// Fleet holds the yachts by ID, in the order they were added.
type Fleet struct {
	yachts map[string]Yacht
	order  []string
}

// New builds a fleet, rejecting invalid yachts and duplicate IDs.
func New(ys ...Yacht) (*Fleet, error) {
	f := &Fleet{yachts: make(map[string]Yacht, len(ys))}
	for _, y := range ys {
		if err := f.Add(y); err != nil {
			return nil, err
		}
	}
	return f, nil
}

// Add puts one more yacht in the fleet.
func (f *Fleet) Add(y Yacht) error {
	if err := y.Validate(); err != nil {
		return err
	}
	if _, dup := f.yachts[y.ID]; dup {
		return fmt.Errorf("fleet: duplicate yacht %s", y.ID)
	}
	f.yachts[y.ID] = y
	f.order = append(f.order, y.ID)
	return nil
}

// Get looks a yacht up by ID.
func (f *Fleet) Get(id string) (Yacht, bool) {
	y, ok := f.yachts[id]
	return y, ok
}

// All lists the yachts in the order they were added.
func (f *Fleet) All() []Yacht {
	out := make([]Yacht, 0, len(f.order))
	for _, id := range f.order {
		out = append(out, f.yachts[id])
	}
	return out
}

// Suitable lists the yachts that sleep the party, of any category when cats
// is empty, smallest first so that the cheapest fit comes up on top.
func (f *Fleet) Suitable(guests int, cats ...Category) []Yacht {
	var out []Yacht
	for _, y := range f.All() {
		if y.Berths < guests {
			continue
		}
		if len(cats) > 0 && !hasCategory(cats, y.Category) {
			continue
		}
		out = append(out, y)
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Berths != out[j].Berths {
			return out[i].Berths < out[j].Berths
		}
		return out[i].LengthFt < out[j].LengthFt
	})
	return out
}

func hasCategory(cats []Category, c Category) bool {
	for _, x := range cats {
		if x == c {
			return true
		}
	}
	return false
}

// AtBase lists the yachts whose home marina is the given one.
func (f *Fleet) AtBase(code string) []Yacht {
	var out []Yacht
	for _, y := range f.All() {
		if y.Base == code {
			out = append(out, y)
		}
	}
	return out
}
