package mill

import (
	"errors"
	"fmt"
	"math"
)

// Part is a share of a lot put into a blend.
type Part struct {
	Lot Lot
	Kg  float64
}

// Blend is the grist: the mix of lots that goes to the mill together.
type Blend struct {
	Kg      float64
	Protein float64
}

// ErrBlend is returned for a blend that cannot be made.
var ErrBlend = errors.New("cannot blend")

// MakeBlend mixes the parts. Protein is the average weighted by the
// kilograms taken from each lot.
func MakeBlend(parts []Part) (Blend, error) {
	if len(parts) == 0 {
		return Blend{}, fmt.Errorf("%w: no parts", ErrBlend)
	}
	var kg, protein float64
	for _, p := range parts {
		if p.Kg <= 0 || p.Kg > p.Lot.Kg {
			return Blend{}, fmt.Errorf("%w: %.1f kg of %s (%.1f kg)", ErrBlend, p.Kg, p.Lot.ID, p.Lot.Kg)
		}
		kg += p.Kg
		protein += p.Kg * p.Lot.Protein
	}
	return Blend{Kg: kg, Protein: protein / kg}, nil
}

// PearsonSquare gives the share of the stronger lot needed so that a blend
// of the two reaches the target protein.
func PearsonSquare(strong, weak Lot, target float64) (float64, error) {
	if strong.Protein < weak.Protein {
		strong, weak = weak, strong
	}
	if target > strong.Protein || target < weak.Protein {
		return 0, fmt.Errorf("%w: %.1f%% is outside %.1f%%-%.1f%%", ErrBlend, target, weak.Protein, strong.Protein)
	}
	if strong.Protein == weak.Protein {
		return 1, nil
	}
	return (target - weak.Protein) / (strong.Protein - weak.Protein), nil
}

// BlendFor plans total kg of a two-lot blend at the target protein,
// rounding the strong share to the nearest kilogram.
func BlendFor(strong, weak Lot, target, total float64) ([]Part, error) {
	share, err := PearsonSquare(strong, weak, target)
	if err != nil {
		return nil, err
	}
	if strong.Protein < weak.Protein {
		strong, weak = weak, strong
	}
	strongKg := math.Round(total * share)
	parts := []Part{{Lot: strong, Kg: strongKg}, {Lot: weak, Kg: total - strongKg}}
	var out []Part
	for _, p := range parts {
		if p.Kg > 0 {
			out = append(out, p)
		}
	}
	return out, nil
}
