// Package notation reads place notation, the usual way of writing down a
// method: each change names the places whose bells lie still, and every other
// bell swaps with its neighbour.
package notation

import (
	"fmt"
	"sort"
	"strings"

	"example.com/belltower/internal/row"
)

// Change is one step from a row to the next. Places are the 0-based places
// that lie still, in order; a change with no places is a cross ("x"), where
// every pair swaps.
type Change struct {
	Places []int
}

// Cross is the change in which every pair of bells swaps.
var Cross = Change{}

// IsCross tells whether no bell lies still.
func (c Change) IsCross() bool { return len(c.Places) == 0 }

func (c Change) makes(p int) bool {
	for _, q := range c.Places {
		if q == p {
			return true
		}
	}
	return false
}

// Apply returns the row that follows r by this change. Bells swap in pairs
// from the front; a bell with no free neighbour left lies still.
func (c Change) Apply(r row.Row) row.Row {
	out := r.Clone()
	for p := 0; p < len(out); {
		if c.makes(p) || p+1 >= len(out) || c.makes(p+1) {
			p++
			continue
		}
		out[p], out[p+1] = out[p+1], out[p]
		p += 2
	}
	return out
}

// String writes the change as in notation: "x" or its places, "14".
func (c Change) String() string {
	if c.IsCross() {
		return "x"
	}
	var sb strings.Builder
	for _, p := range c.Places {
		sb.WriteByte(row.Symbol(p))
	}
	return sb.String()
}

// Parse reads the place notation of one lead of a method on stage bells and
// returns its changes in order.
//
// The notation is one or more blocks separated by commas. In a block, "x" (or
// "X" or "-") is a cross, a run of place symbols ("14", "1256") is one change,
// and "." separates two changes of places. A block that starts with "&" is
// symmetric: it is rung forwards and then backwards without repeating its
// last change, so "&x14x16" is x 14 x 16 x 14 x. A block that starts with "+"
// (or with nothing) is rung as written. Plain Bob Minor is "&x16x16x16,+12".
func Parse(s string, stage int) ([]Change, error) {
	if stage < 2 || stage > row.MaxStage {
		return nil, fmt.Errorf("notation %q: stage %d out of range", s, stage)
	}
	var lead []Change
	for _, block := range strings.Split(s, ",") {
		block = strings.TrimSpace(block)
		symmetric := strings.HasPrefix(block, "&")
		block = strings.TrimLeft(block, "&+")
		changes, err := parseBlock(block, stage)
		if err != nil {
			return nil, fmt.Errorf("notation %q: %w", s, err)
		}
		if len(changes) == 0 {
			return nil, fmt.Errorf("notation %q: empty block", s)
		}
		if symmetric {
			changes = mirror(changes)
		}
		lead = append(lead, changes...)
	}
	return lead, nil
}

func parseBlock(block string, stage int) ([]Change, error) {
	var changes []Change
	var places []int
	flush := func() error {
		if places == nil {
			return nil
		}
		c, err := placesChange(places, stage)
		if err != nil {
			return err
		}
		changes = append(changes, c)
		places = nil
		return nil
	}
	for _, r := range block {
		switch {
		case r == 'x' || r == 'X' || r == '-':
			if err := flush(); err != nil {
				return nil, err
			}
			if stage%2 == 1 {
				return nil, fmt.Errorf("a cross on %d bells", stage)
			}
			changes = append(changes, Cross)
		case r == '.':
			if err := flush(); err != nil {
				return nil, err
			}
		default:
			p := strings.IndexRune(row.Symbols, r)
			if p < 0 || p >= stage {
				return nil, fmt.Errorf("no place %q on %d bells", r, stage)
			}
			places = append(places, p)
		}
	}
	if err := flush(); err != nil {
		return nil, err
	}
	return changes, nil
}

// placesChange checks a run of places and sorts it.
func placesChange(places []int, stage int) (Change, error) {
	sort.Ints(places)
	for i := 1; i < len(places); i++ {
		if places[i] == places[i-1] {
			return Change{}, fmt.Errorf("place %c twice", row.Symbol(places[i]))
		}
	}
	return Change{Places: places}, nil
}

// mirror rings a symmetric block forwards and back, its last change once.
func mirror(changes []Change) []Change {
	out := append([]Change(nil), changes...)
	for i := len(changes) - 2; i >= 0; i-- {
		out = append(out, changes[i])
	}
	return out
}

// Format writes changes back as plain notation, "x16x16x16x16x16x12".
func Format(changes []Change) string {
	var sb strings.Builder
	for i, c := range changes {
		if i > 0 && !c.IsCross() && !changes[i-1].IsCross() {
			sb.WriteByte('.')
		}
		sb.WriteString(c.String())
	}
	return sb.String()
}
