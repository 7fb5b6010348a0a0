// Package stone describes the stones a lapidary workshop cuts.
package stone

import (
	"fmt"

	"example.org/lapidary/weight"
)

// Species of gem.
type Species string

const (
	Ruby     Species = "ruby"
	Sapphire Species = "sapphire"
	Emerald  Species = "emerald"
	Garnet   Species = "garnet"
	Opal     Species = "opal"
)

var species = map[string]Species{"ruby": Ruby, "sapphire": Sapphire, "emerald": Emerald, "garnet": Garnet, "opal": Opal}

// ParseSpecies reads a species name.
func ParseSpecies(s string) (Species, error) {
	if sp, ok := species[s]; ok {
		return sp, nil
	}
	return "", fmt.Errorf("unknown species %q", s)
}

// Cut is the shape a stone is cut to.
type Cut string

const (
	Round    Cut = "round"
	Oval     Cut = "oval"
	Cushion  Cut = "cushion"
	Step     Cut = "step"
	Cabochon Cut = "cabochon"
)

var cuts = map[string]Cut{"round": Round, "oval": Oval, "cushion": Cushion, "step": Step, "cabochon": Cabochon}

// ParseCut reads a cut name.
func ParseCut(s string) (Cut, error) {
	if c, ok := cuts[s]; ok {
		return c, nil
	}
	return "", fmt.Errorf("unknown cut %q", s)
}

// Grade is the colour and clarity grade: A, AA or AAA.
type Grade string

// ParseGrade reads a grade.
func ParseGrade(s string) (Grade, error) {
	switch s {
	case "A", "AA", "AAA":
		return Grade(s), nil
	}
	return "", fmt.Errorf("unknown grade %q", s)
}

// Stone is one lot: the rough as it came in and, once cut, the finished stone.
type Stone struct {
	Lot      string
	Species  Species
	Cut      Cut
	Grade    Grade
	Rough    weight.Milligrams
	Finished weight.Milligrams
}

// Yield is the finished weight as a share of the rough.
func (s Stone) Yield() float64 {
	if s.Rough == 0 {
		return 0
	}
	return float64(s.Finished) / float64(s.Rough)
}
