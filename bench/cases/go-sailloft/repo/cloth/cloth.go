// Package cloth holds the loft's sailcloth stock and works out how much of a
// roll a sail takes when it is cut in cross-cut panels.
package cloth

import (
	"fmt"
	"math"
	"sort"

	"sailloft/sail"
)

// Cloth is one sailcloth on the rack.
type Cloth struct {
	Code      string
	Name      string
	WeightOz  float64 // US sailcloth ounces
	WidthM    float64 // usable roll width
	PricePerM int     // pence per running metre
	UVStable  bool    // acrylic or UV-coated: suitable for a sacrificial strip
}

// Catalogue is the stock list, keyed by code.
type Catalogue map[string]Cloth

// Stock is the loft's standard range.
var Stock = Catalogue{
	"D38":  {Code: "D38", Name: "Dacron 3.8oz", WeightOz: 3.8, WidthM: 0.914, PricePerM: 1150},
	"D52":  {Code: "D52", Name: "Dacron 5.2oz", WeightOz: 5.2, WidthM: 0.914, PricePerM: 1420},
	"D76":  {Code: "D76", Name: "Dacron 7.6oz", WeightOz: 7.6, WidthM: 0.914, PricePerM: 1890},
	"D92":  {Code: "D92", Name: "Dacron 9.2oz", WeightOz: 9.2, WidthM: 0.914, PricePerM: 2240},
	"SUN":  {Code: "SUN", Name: "Acrylic UV cover", WeightOz: 6.5, WidthM: 1.52, PricePerM: 1675, UVStable: true},
	"UVD4": {Code: "UVD4", Name: "UV Dacron 4oz", WeightOz: 4, WidthM: 1.37, PricePerM: 1520, UVStable: true},
}

// Get looks a cloth up by code.
func (c Catalogue) Get(code string) (Cloth, error) {
	cl, ok := c[code]
	if !ok {
		return Cloth{}, fmt.Errorf("no cloth %q in stock", code)
	}
	return cl, nil
}

// Codes lists the catalogue's codes in order.
func (c Catalogue) Codes() []string {
	codes := make([]string, 0, len(c))
	for code := range c {
		codes = append(codes, code)
	}
	sort.Strings(codes)
	return codes
}

// Recommend picks the working-sail Dacron weight for a boat's length overall,
// one step lighter for headsails than for the main.
func Recommend(loaM float64, kind sail.Kind) string {
	steps := []string{"D38", "D52", "D76", "D92"}
	i := 0
	switch {
	case loaM >= 11:
		i = 3
	case loaM >= 8.5:
		i = 2
	case loaM >= 6:
		i = 1
	}
	if kind.Headsail() && i > 0 {
		i--
	}
	return steps[i]
}

// SeamMM is the seam overlap between panels.
const SeamMM = 15

// Panels is the number of cross-cut panels needed to cover a height,
// each panel giving its width less one seam overlap.
func Panels(heightM, widthM float64) int {
	effective := widthM - SeamMM/1000.0
	if effective <= 0 || heightM <= 0 {
		return 0
	}
	return int(math.Ceil(heightM / effective))
}

// WasteFactor is the allowance for squaring off panel ends and for broadseams.
const WasteFactor = 1.12

// MetresFor is the running metres of cloth to cut a sail: the panels lie
// parallel to the foot across the sail's height (its luff perpendicular for a
// headsail, measured along the luff for a main), each at most a foot long.
func MetresFor(s sail.Sail, c Cloth) float64 {
	height := s.Luff
	if s.Kind.Headsail() {
		height = s.LP()
	}
	n := Panels(height, c.WidthM)
	// Panels taper towards the head; on average they are a little over half
	// the foot, with the roach adding its share to the top panels.
	avg := s.Foot * 0.55 * (1 + s.RoachPct/100)
	return math.Round(float64(n)*avg*WasteFactor*100) / 100
}

// Cost is the cloth cost in pence for a run of metres, rounded up to the
// next tenth of a metre as the cutting table measures it.
func Cost(metres float64, c Cloth) int {
	tenths := math.Ceil(metres*10 - 1e-9)
	return int(tenths) * c.PricePerM / 10
}
