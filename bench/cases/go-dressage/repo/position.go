package dressage

import (
	"fmt"
	"strings"
)

// Position is where a judge sits around the arena. The judge at C presides.
type Position string

var positions = []Position{"C", "E", "H", "M", "B", "K", "F"}

// ParsePosition reads a judge's letter.
func ParsePosition(s string) (Position, error) {
	p := Position(strings.ToUpper(strings.TrimSpace(s)))
	for _, known := range positions {
		if p == known {
			return p, nil
		}
	}
	return "", fmt.Errorf("no judge sits at %q", s)
}

// order is the position's place in the usual listing (C first).
func (p Position) order() int {
	for i, known := range positions {
		if p == known {
			return i
		}
	}
	return len(positions)
}
