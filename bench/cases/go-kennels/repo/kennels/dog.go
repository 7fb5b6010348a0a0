// Package kennels books dogs into a boarding kennel: who they are, whether
// their vaccinations cover the stay, which run they sleep in and what it costs.
package kennels

import (
	"fmt"
	"strings"
)

// Size is the run size a dog needs.
type Size int

const (
	Small Size = iota
	Medium
	Large
	Giant
)

var sizeNames = [...]string{"small", "medium", "large", "giant"}

func (s Size) String() string {
	if s < Small || s > Giant {
		return fmt.Sprintf("Size(%d)", int(s))
	}
	return sizeNames[s]
}

// ParseSize reads a size name as written on the booking form.
func ParseSize(name string) (Size, error) {
	n := strings.ToLower(strings.TrimSpace(name))
	for i, s := range sizeNames {
		if s == n {
			return Size(i), nil
		}
	}
	return 0, fmt.Errorf("unknown size %q", name)
}

// SizeForWeight gives the run size for a dog of the given weight: up to 10 kg
// is small, up to 25 kg medium, up to 45 kg large and anything heavier giant.
func SizeForWeight(kg float64) Size {
	switch {
	case kg <= 10:
		return Small
	case kg <= 25:
		return Medium
	case kg <= 45:
		return Large
	default:
		return Giant
	}
}

// Dog is one boarder.
type Dog struct {
	Name         string
	Breed        string
	WeightKg     float64
	Owner        string
	Vaccinations []Vaccination
	// Notes for the kennel hands: feeding, medication, temperament.
	Notes string
}

// Size is the run size the dog needs, from its weight.
func (d Dog) Size() Size {
	return SizeForWeight(d.WeightKg)
}

// Label names the dog for lists and invoices: "Bramble (springer spaniel)".
func (d Dog) Label() string {
	if d.Breed == "" {
		return d.Name
	}
	return fmt.Sprintf("%s (%s)", d.Name, strings.ToLower(d.Breed))
}
