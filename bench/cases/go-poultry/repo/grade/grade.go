// Package grade sizes eggs by weight and sets aside the cracked and the dirty.
package grade

import (
	"fmt"
	"strconv"
	"strings"
)

// Size is a class A egg's weight grade.
type Size int

// The weight grades, lightest first.
const (
	Small Size = iota
	Medium
	Large
	VeryLarge
	NumSizes
)

var sizeNames = [NumSizes]string{"S", "M", "L", "XL"}

func (s Size) String() string {
	if s < 0 || s >= NumSizes {
		return fmt.Sprintf("Size(%d)", int(s))
	}
	return sizeNames[s]
}

// ParseSize reads a grade's short name (S, M, L or XL).
func ParseSize(name string) (Size, error) {
	for s, n := range sizeNames {
		if strings.EqualFold(name, n) {
			return Size(s), nil
		}
	}
	return 0, fmt.Errorf("grade: unknown size %q", name)
}

// SizeOf grades an egg by its weight in grams: S under 53 g, M from 53 g,
// L from 63 g, XL from 73 g.
func SizeOf(grams int) Size {
	switch {
	case grams >= 73:
		return VeryLarge
	case grams >= 63:
		return Large
	case grams >= 53:
		return Medium
	default:
		return Small
	}
}

// Egg is one egg off the grader.
type Egg struct {
	Grams   int
	Cracked bool
	Dirty   bool
}

// Tally is a grader run: class A eggs by size, and the outgrades.
type Tally struct {
	BySize  [NumSizes]int
	Cracked int
	Dirty   int
	Grams   int // weight of every egg, outgrades included
}

// Grade sorts a run of eggs. A cracked egg that is also dirty counts as cracked.
func Grade(eggs []Egg) Tally {
	var t Tally
	for _, e := range eggs {
		t.Grams += e.Grams
		switch {
		case e.Cracked:
			t.Cracked++
		case e.Dirty:
			t.Dirty++
		default:
			t.BySize[SizeOf(e.Grams)]++
		}
	}
	return t
}

// ClassA is the number of eggs fit to pack.
func (t Tally) ClassA() int {
	n := 0
	for _, c := range t.BySize {
		n += c
	}
	return n
}

// Outgrades is the number of eggs set aside.
func (t Tally) Outgrades() int {
	return t.Cracked + t.Dirty
}

// Total is every egg in the run.
func (t Tally) Total() int {
	return t.ClassA() + t.Outgrades()
}

// OutgradePct is the outgrades as a share of the run.
func (t Tally) OutgradePct() float64 {
	if t.Total() == 0 {
		return 0
	}
	return float64(t.Outgrades()) / float64(t.Total()) * 100
}

// MassKg is the weight of the whole run in kilograms.
func (t Tally) MassKg() float64 {
	return float64(t.Grams) / 1000
}

// ParseLog reads the grader's log: one weight in grams per egg, separated by
// spaces or new lines, with a "c" after a cracked egg and a "d" after a dirty one
// ("61 58c 70d").
func ParseLog(log string) ([]Egg, error) {
	var eggs []Egg
	for _, field := range strings.Fields(log) {
		e := Egg{}
		digits := strings.TrimRight(field, "cd")
		for _, mark := range field[len(digits):] {
			switch mark {
			case 'c':
				e.Cracked = true
			case 'd':
				e.Dirty = true
			}
		}
		grams, err := strconv.Atoi(digits)
		if err != nil || grams <= 0 {
			return nil, fmt.Errorf("grade: bad weight %q", field)
		}
		e.Grams = grams
		eggs = append(eggs, e)
	}
	return eggs, nil
}
