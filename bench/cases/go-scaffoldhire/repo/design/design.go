// Package design works out the bill of materials for an independent
// tied tube-and-fitting scaffold along one elevation of a building.
package design

import (
	"errors"
	"fmt"
	"math"
	"sort"

	"scaffoldhire/catalog"
)

// LoadClass is the service load class of the working platforms
// (BS EN 12811-1). Higher classes need shorter bays.
type LoadClass int

const (
	ClassInspection LoadClass = 1 // 0.75 kN/m², inspection and very light duty
	ClassLight      LoadClass = 2 // 1.5 kN/m², painting, cleaning
	ClassGeneral    LoadClass = 3 // 2.0 kN/m², general building work
	ClassHeavy      LoadClass = 4 // 3.0 kN/m², blockwork, heavy cladding
)

// LiftHeight is the vertical spacing of ledgers, in metres.
const LiftHeight = 2.0

// tubeLength is the usable length of a 21 ft tube once joints overlap.
const tubeLength = 6.0

// boardLength is the length of a standard board, in metres.
const boardLength = 3.9

// maxBoardSpan is the largest gap between transoms a 38 mm board may span.
const maxBoardSpan = 1.2

// tieArea is the façade area served by one tie, in square metres.
const tieArea = 16.0

// Spec describes the scaffold a customer has asked for.
type Spec struct {
	LengthM      float64 // length of the elevation
	HeightM      float64 // height to the top working platform
	Class        LoadClass
	BoardedLifts int  // number of lifts fully boarded; 0 means the top lift only
	Ladder       bool // internal ladder access
}

// BayLength returns the maximum bay length for a load class.
func BayLength(c LoadClass) (float64, error) {
	switch c {
	case ClassInspection, ClassLight:
		return 2.7, nil
	case ClassGeneral:
		return 2.1, nil
	case ClassHeavy:
		return 1.8, nil
	}
	return 0, fmt.Errorf("design: unsupported load class %d", int(c))
}

// Validate checks a spec before any quantities are worked out.
func (s Spec) Validate() error {
	if s.LengthM <= 0 {
		return errors.New("design: length must be positive")
	}
	if s.HeightM <= 0 {
		return errors.New("design: height must be positive")
	}
	if s.HeightM > 50 {
		return errors.New("design: heights over 50m need an engineered design")
	}
	if s.BoardedLifts < 0 {
		return errors.New("design: boarded lifts cannot be negative")
	}
	if _, err := BayLength(s.Class); err != nil {
		return err
	}
	return nil
}

// Bays is the number of bays needed along the elevation.
func (s Spec) Bays() int {
	bay, _ := BayLength(s.Class)
	return int(math.Ceil(s.LengthM / bay))
}

// Lifts is the number of lifts up to the working height.
func (s Spec) Lifts() int {
	return int(math.Ceil(s.HeightM / LiftHeight))
}

// boarded is the number of lifts that carry boards.
func (s Spec) boarded() int {
	if s.BoardedLifts == 0 {
		return 1
	}
	if s.BoardedLifts > s.Lifts() {
		return s.Lifts()
	}
	return s.BoardedLifts
}

// Bill is a bill of materials: stock code to quantity.
type Bill map[string]int

// Codes returns the codes in the bill in sorted order.
func (b Bill) Codes() []string {
	codes := make([]string, 0, len(b))
	for c, n := range b {
		if n > 0 {
			codes = append(codes, c)
		}
	}
	sort.Strings(codes)
	return codes
}

// WeightKg is the total weight of the bill.
func (b Bill) WeightKg() (float64, error) {
	var total float64
	for code, n := range b {
		c, err := catalog.Lookup(code)
		if err != nil {
			return 0, err
		}
		total += c.WeightKg * float64(n)
	}
	return total, nil
}

func ceilDiv(a, b float64) int {
	return int(math.Ceil(a / b))
}

// Materials works out the bill of materials for a spec.
func Materials(s Spec) (Bill, error) {
	if err := s.Validate(); err != nil {
		return nil, err
	}
	bay, _ := BayLength(s.Class)
	bays := s.Bays()
	lifts := s.Lifts()
	run := float64(bays) * bay

	positions := bays + 1 // pairs of standards along the run
	standards := 2 * positions

	b := Bill{}
	// Standards: one metre above the top platform for the guard rail.
	b[catalog.Tube21] += standards * ceilDiv(s.HeightM+1.0, tubeLength)
	// Ledgers inside and out at every lift, plus two guard rails at the top.
	ledgerLines := 2*lifts + 2
	b[catalog.Tube21] += ledgerLines * ceilDiv(run, tubeLength)
	b[catalog.DoubleCoup] += ledgerLines * positions * 2

	// Main transoms at every standard pair on every lift.
	transoms := positions * lifts
	// Intermediate transoms under the boards on boarded lifts.
	perBay := ceilDiv(bay, maxBoardSpan) - 1
	transoms += perBay * bays * s.boarded()
	b[catalog.Tube5] += transoms
	b[catalog.PutlogCoup] += transoms * 2

	// Boards five wide, toe boards on the outside, on every boarded lift.
	along := ceilDiv(run, boardLength)
	b[catalog.Board13] += 5 * along * s.boarded()
	b[catalog.Toeboard] += along * s.boarded()
	b[catalog.GuardClip] += 2 * along * s.boarded()

	// Façade bracing: one swivel-coupled brace every fifth bay, each lift.
	braces := ceilDiv(float64(bays), 5) * lifts
	b[catalog.Tube21] += braces
	b[catalog.SwivelCoup] += braces * 2

	// Ties.
	ties := ceilDiv(s.LengthM*s.HeightM, tieArea)
	b[catalog.Tube8] += ties
	b[catalog.DoubleCoup] += ties * 2

	// Foundations.
	b[catalog.BasePlate] += standards
	b[catalog.SoleBoard] += standards

	if s.Ladder {
		b[catalog.Ladder] += lifts
	}
	return b, nil
}
