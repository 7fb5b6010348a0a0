package icerink

import (
	"fmt"
	"sort"
)

// HireFee is the charge for a pair of hire skates, per session.
const HireFee Pence = 300

// Skates is the hire stock: pairs on the shelf and pairs out on the ice,
// by size, from child 8 through adult 13.
type Skates struct {
	shelf map[Size]int
	out   map[Size]int
}

// Size is a UK skate size; Child marks the children's range (C8 to C13).
type Size struct {
	UK    int
	Child bool
}

func (s Size) String() string {
	if s.Child {
		return fmt.Sprintf("C%d", s.UK)
	}
	return fmt.Sprintf("%d", s.UK)
}

// EU converts a UK size to the EU size printed on the boot.
func (s Size) EU() int {
	if s.Child {
		return s.UK + 18
	}
	return s.UK + 33
}

// NewSkates sets up the shelf.
func NewSkates(stock map[Size]int) *Skates {
	k := &Skates{shelf: map[Size]int{}, out: map[Size]int{}}
	for size, n := range stock {
		k.shelf[size] = n
	}
	return k
}

// Issue hands out a pair, or an error if the size has run out.
func (k *Skates) Issue(s Size) error {
	if k.shelf[s] == 0 {
		return fmt.Errorf("no size %s skates left", s)
	}
	k.shelf[s]--
	k.out[s]++
	return nil
}

// Return takes a pair back.
func (k *Skates) Return(s Size) error {
	if k.out[s] == 0 {
		return fmt.Errorf("no size %s skates are out", s)
	}
	k.out[s]--
	k.shelf[s]++
	return nil
}

// Out is the number of pairs on the ice.
func (k *Skates) Out() int {
	n := 0
	for _, c := range k.out {
		n += c
	}
	return n
}

// Short lists the sizes with fewer than min pairs on the shelf, smallest first.
func (k *Skates) Short(min int) []Size {
	var out []Size
	for s, n := range k.shelf {
		if n < min {
			out = append(out, s)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Child != out[j].Child {
			return out[i].Child
		}
		return out[i].UK < out[j].UK
	})
	return out
}
