package freight

import (
	"errors"
	"math"
)

// VolumetricDivisor turns cubic centimetres into volumetric kilograms, as carriers do.
const VolumetricDivisor = 5000.0

// Parcel is what the customer hands over: dimensions in centimetres, weight in kilograms.
type Parcel struct {
	LengthCm, WidthCm, HeightCm float64
	WeightKg                    float64
}

// ErrBadParcel is returned for a parcel with a dimension or weight that is not positive.
var ErrBadParcel = errors.New("freight: dimensions and weight must be positive")

// VolumetricKg is the weight the parcel's size stands for.
func (p Parcel) VolumetricKg() float64 {
	return p.LengthCm * p.WidthCm * p.HeightCm / VolumetricDivisor
}

// ChargeableKg is the greater of the actual and the volumetric weight.
func (p Parcel) ChargeableKg() (float64, error) {
	if p.LengthCm <= 0 || p.WidthCm <= 0 || p.HeightCm <= 0 || p.WeightKg <= 0 {
		return 0, ErrBadParcel
	}
	return math.Max(p.WeightKg, p.VolumetricKg()), nil
}

// wholeKilos rounds a weight up to the next whole kilogram; an exact kilogram stays.
func wholeKilos(kg float64) int {
	return int(math.Ceil(kg))
}
