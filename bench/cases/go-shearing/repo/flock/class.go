// Package flock describes the sheep that come through the shed: their class
// (ewe, wether, hogget, lamb, ram) and the mobs they are brought in as.
package flock

import (
	"fmt"
	"strings"
)

// Class is the kind of sheep, which sets the shearing rate.
type Class int

// The classes a contractor's rate card distinguishes.
const (
	Ewe Class = iota
	Wether
	Hogget
	Lamb
	Ram
)

var classNames = [...]string{"ewe", "wether", "hogget", "lamb", "ram"}

// Classes lists every class in rate card order.
func Classes() []Class {
	return []Class{Ewe, Wether, Hogget, Lamb, Ram}
}

func (c Class) String() string {
	if c < 0 || int(c) >= len(classNames) {
		return fmt.Sprintf("Class(%d)", int(c))
	}
	return classNames[c]
}

// Plural is the name used on the shed sheet for more than one sheep.
func (c Class) Plural() string {
	return c.String() + "s"
}

// Adult reports whether the class is shorn at the adult (flock) rate.
func (c Class) Adult() bool {
	return c == Ewe || c == Wether || c == Ram
}

// ParseClass reads a class name as written on a tally sheet: case does not
// matter and a plural ("ewes", "Rams") is accepted.
func ParseClass(s string) (Class, error) {
	name := strings.ToLower(strings.TrimSpace(s))
	for i, n := range classNames {
		if name == n || name == n+"s" {
			return Class(i), nil
		}
	}
	return 0, fmt.Errorf("flock: unknown class %q", s)
}
