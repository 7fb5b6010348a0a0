package mill

import (
	"fmt"
	"strings"
)

// Batch is one milling run from grist to bags.
type Batch struct {
	Number   int
	Parts    []Part
	Hardness Hardness
	Flour    FlourType
	Size     BagSize
}

// Sheet is the worked-out batch.
type Sheet struct {
	Blend    Blend
	Moisture float64
	Temper   TemperPlan
	Yield    Yield
	Packing  Packing
	Protein  float64
}

// gristMoisture is the moisture of the mixed parts, weighted by kilograms.
func gristMoisture(parts []Part) float64 {
	var kg, water float64
	for _, p := range parts {
		kg += p.Kg
		water += p.Kg * p.Lot.Moisture
	}
	return water / kg
}

// Work runs a batch through blending, tempering, milling and bagging.
func Work(b Batch) (Sheet, error) {
	blend, err := MakeBlend(b.Parts)
	if err != nil {
		return Sheet{}, err
	}
	moisture := gristMoisture(b.Parts)
	temper, err := PlanTempering(blend.Kg, moisture, b.Hardness)
	if err != nil {
		return Sheet{}, err
	}
	tempered := blend.Kg + temper.WaterL
	yield, err := Mill(tempered, b.Flour)
	if err != nil {
		return Sheet{}, err
	}
	packing, err := Pack(yield.Flour, b.Size)
	if err != nil {
		return Sheet{}, err
	}
	return Sheet{
		Blend:    blend,
		Moisture: moisture,
		Temper:   temper,
		Yield:    yield,
		Packing:  packing,
		Protein:  FlourProtein(blend.Protein, b.Flour),
	}, nil
}

// Render prints the batch sheet pinned up by the mill.
func Render(b Batch, s Sheet) string {
	var w strings.Builder
	fmt.Fprintf(&w, "Batch %d: %s flour\n", b.Number, b.Flour.Name)
	for _, p := range b.Parts {
		fmt.Fprintf(&w, "  %-6s %-12s %7.1f kg\n", p.Lot.ID, p.Lot.Variety, p.Kg)
	}
	fmt.Fprintf(&w, "Grist: %.1f kg, protein %.1f%%, moisture %.1f%%\n", s.Blend.Kg, s.Blend.Protein, s.Moisture)
	fmt.Fprintf(&w, "Temper to %.1f%%: %.1f L water, %d pass(es), rest %d h\n",
		s.Temper.Target, s.Temper.WaterL, s.Temper.Dampenings, s.Temper.Rest)
	fmt.Fprintf(&w, "Yield: flour %.1f, bran %.1f, germ %.1f, loss %.1f kg\n",
		s.Yield.Flour, s.Yield.Bran, s.Yield.Germ, s.Yield.Loss)
	fmt.Fprintf(&w, "Bags: %d x %g kg on %d pallet(s), %.1f kg over\n",
		s.Packing.Bags, float64(s.Packing.Size), s.Packing.Pallets, s.Packing.Remainder)
	fmt.Fprintf(&w, "Flour protein: %.1f%%\n", s.Protein)
	return w.String()
}
