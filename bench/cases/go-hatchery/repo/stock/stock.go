// Package stock holds the batches of fish in the tanks: numbers, mean weight, biomass, stocking
// density and water exchange, and grading a batch into bigger and smaller fish.
package stock

import (
	"errors"
	"fmt"
	"math"
)

// Batch is one group of fish of the same strain and age.
type Batch struct {
	Name           string
	Count          int
	MeanWeightG    float64
	CV             float64 // coefficient of variation of the weights, e.g. 0.2
	DailyMortality float64 // fraction lost per day, e.g. 0.0005
}

// Biomass is the weight in kg of count fish of a mean weight in grams.
func Biomass(count int, weightG float64) float64 {
	return float64(count) * weightG / 1000
}

// BiomassKg is the batch's total weight in kg.
func (b Batch) BiomassKg() float64 {
	return Biomass(b.Count, b.MeanWeightG)
}

// Validate reports a batch that cannot be planned for.
func (b Batch) Validate() error {
	switch {
	case b.Count <= 0:
		return fmt.Errorf("stock: batch %q has no fish", b.Name)
	case b.MeanWeightG <= 0:
		return fmt.Errorf("stock: batch %q has no mean weight", b.Name)
	case b.CV < 0 || b.CV >= 1:
		return fmt.Errorf("stock: batch %q has a CV of %v", b.Name, b.CV)
	case b.DailyMortality < 0 || b.DailyMortality >= 1:
		return fmt.Errorf("stock: batch %q has a daily mortality of %v", b.Name, b.DailyMortality)
	}
	return nil
}

// Survivors is how many of count fish are left after days at a daily mortality, to the nearest fish.
func Survivors(count int, dailyMortality float64, days int) int {
	return int(math.Round(float64(count) * math.Pow(1-dailyMortality, float64(days))))
}

// Tank is a rearing tank or raceway.
type Tank struct {
	ID       string
	VolumeM3 float64
	Flow     float64 // litres per minute
}

// MaxDensity is the most kg of fish per m³ the farm's welfare plan allows.
const MaxDensity = 40.0

// Density is the stocking density in kg/m³ with the batch in the tank.
func (t Tank) Density(b Batch) float64 {
	return b.BiomassKg() / t.VolumeM3
}

// Overstocked says whether the batch would go over MaxDensity in the tank.
func (t Tank) Overstocked(b Batch) bool {
	return t.Density(b) > MaxDensity
}

// ExchangesPerHour is how many times an hour the inflow replaces the tank's water.
func (t Tank) ExchangesPerHour() float64 {
	return t.Flow * 60 / 1000 / t.VolumeM3
}

// ErrGradeAll is returned when a grading threshold would put every fish on one side.
var ErrGradeAll = errors.New("stock: grading threshold leaves one side empty")

// Grade splits a batch at thresholdG through the grader's bars, taking the weights as normally
// distributed about the mean with the batch's CV. It returns the fish at or above the threshold and
// those below, each with its own mean weight.
func Grade(b Batch, thresholdG float64) (big, small Batch, err error) {
	if err := b.Validate(); err != nil {
		return Batch{}, Batch{}, err
	}
	sd := b.MeanWeightG * b.CV
	if sd == 0 {
		return Batch{}, Batch{}, ErrGradeAll
	}
	z := (thresholdG - b.MeanWeightG) / sd
	below := 0.5 * math.Erfc(-z/math.Sqrt2)
	nBig := int(math.Round(float64(b.Count) * (1 - below)))
	if nBig == 0 || nBig == b.Count {
		return Batch{}, Batch{}, ErrGradeAll
	}
	density := math.Exp(-z*z/2) / math.Sqrt(2*math.Pi)
	big = b
	big.Name = b.Name + " large"
	big.Count = nBig
	big.MeanWeightG = round1(b.MeanWeightG + sd*density/(1-below))
	small = b
	small.Name = b.Name + " small"
	small.Count = b.Count - nBig
	small.MeanWeightG = round1(b.MeanWeightG - sd*density/below)
	return big, small, nil
}

func round1(x float64) float64 { return math.Round(x*10) / 10 }
