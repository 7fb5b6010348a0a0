// Package stone knows the walling stones the yard sells.
package stone

import (
	"fmt"
	"sort"
	"strings"
)

// Kind is a walling stone as delivered.
type Kind struct {
	Name    string
	Density float64 // tonnes per cubic metre of solid stone
	// Voids is the fraction of a built wall that is air: rounded river
	// stone packs worse than flat-bedded slate.
	Voids float64
	// PencePerTonne is the delivered price.
	PencePerTonne int64
}

var kinds = map[string]Kind{
	"gritstone": {Name: "gritstone", Density: 2.3, Voids: 0.25, PencePerTonne: 9500},
	"limestone": {Name: "limestone", Density: 2.5, Voids: 0.25, PencePerTonne: 8800},
	"slate":     {Name: "slate", Density: 2.7, Voids: 0.15, PencePerTonne: 14000},
	"granite":   {Name: "granite", Density: 2.65, Voids: 0.3, PencePerTonne: 11200},
	"cobble":    {Name: "cobble", Density: 2.6, Voids: 0.4, PencePerTonne: 6500},
}

// Lookup finds a kind by name, ignoring case.
func Lookup(name string) (Kind, error) {
	k, ok := kinds[strings.ToLower(strings.TrimSpace(name))]
	if !ok {
		return Kind{}, fmt.Errorf("unknown stone %q (have %s)", name, strings.Join(Names(), ", "))
	}
	return k, nil
}

// Names lists the kinds in alphabetical order.
func Names() []string {
	names := make([]string, 0, len(kinds))
	for n := range kinds {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Tonnes is the weight of stone needed to build volume cubic metres of wall.
func (k Kind) Tonnes(volume float64) float64 {
	return volume * (1 - k.Voids) * k.Density
}
