// Package hive holds a hive's boxes and frames as counted at the last inspection.
package hive

import (
	"errors"
	"fmt"
)

// BoxKind tells a brood box from a honey super.
type BoxKind int

const (
	// BroodBox is where the queen lays; its honey is the colony's own store.
	BroodBox BoxKind = iota
	// Super sits above the queen excluder and holds the honey that can be taken.
	Super
)

func (k BoxKind) String() string {
	switch k {
	case BroodBox:
		return "brood"
	case Super:
		return "super"
	}
	return fmt.Sprintf("BoxKind(%d)", int(k))
}

// Box is one box of a hive, with its frames as counted at the last inspection.
type Box struct {
	Kind     BoxKind
	Frames   int // frames the box holds
	Brood    int // frames with brood
	Capped   int // frames of capped honey
	Uncapped int // frames of nectar not yet capped
}

// ErrNoBoxes is returned for a hive with no boxes.
var ErrNoBoxes = errors.New("hive has no boxes")

// Validate checks that the counts fit in the box.
func (b Box) Validate() error {
	if b.Frames <= 0 {
		return fmt.Errorf("%s box: %d frames", b.Kind, b.Frames)
	}
	if b.Brood < 0 || b.Capped < 0 || b.Uncapped < 0 {
		return fmt.Errorf("%s box: negative frame count", b.Kind)
	}
	if used := b.Brood + b.Capped + b.Uncapped; used > b.Frames {
		return fmt.Errorf("%s box: %d frames counted in a box of %d", b.Kind, used, b.Frames)
	}
	if b.Kind == Super && b.Brood > 0 {
		return fmt.Errorf("super with %d frames of brood: queen above the excluder?", b.Brood)
	}
	return nil
}

// Hive is one colony and its boxes, bottom box first.
type Hive struct {
	ID    string
	Boxes []Box
	Queen Queen
}

// Validate checks every box of the hive.
func (h Hive) Validate() error {
	if len(h.Boxes) == 0 {
		return fmt.Errorf("%s: %w", h.ID, ErrNoBoxes)
	}
	for i, b := range h.Boxes {
		if err := b.Validate(); err != nil {
			return fmt.Errorf("%s box %d: %w", h.ID, i+1, err)
		}
	}
	return nil
}

// BroodFrames is the number of frames with brood in the whole hive.
func (h Hive) BroodFrames() int {
	n := 0
	for _, b := range h.Boxes {
		n += b.Brood
	}
	return n
}

// HoneyFrames is the number of frames of honey, capped or not, in the whole hive.
func (h Hive) HoneyFrames() int {
	n := 0
	for _, b := range h.Boxes {
		n += b.Capped + b.Uncapped
	}
	return n
}

// Supers is the number of honey supers on the hive.
func (h Hive) Supers() int {
	n := 0
	for _, b := range h.Boxes {
		if b.Kind == Super {
			n++
		}
	}
	return n
}
