// Package units converts between the measures a sail loft works in: boat
// builders quote rig dimensions in feet or metres, cloth is sold by the metre
// and weighed in sailcloth ounces.
package units

import "math"

const (
	// MetresPerFoot is the international foot.
	MetresPerFoot = 0.3048
	// gramsPerOunce is the avoirdupois ounce.
	gramsPerOunce = 28.349523125
	// sailmakersYardM2 is the area of a sailmaker's yard, 28.5 by 36 inches.
	sailmakersYardM2 = (28.5 * 0.0254) * (36 * 0.0254)
)

// FeetToMetres converts a length in feet to metres.
func FeetToMetres(ft float64) float64 { return ft * MetresPerFoot }

// MetresToFeet converts a length in metres to feet.
func MetresToFeet(m float64) float64 { return m / MetresPerFoot }

// SqFeetToSqMetres converts an area in square feet to square metres.
func SqFeetToSqMetres(sqft float64) float64 { return sqft * MetresPerFoot * MetresPerFoot }

// SqMetresToSqFeet converts an area in square metres to square feet.
func SqMetresToSqFeet(sqm float64) float64 { return sqm / (MetresPerFoot * MetresPerFoot) }

// SailOzToGSM converts a US sailcloth weight (ounces per sailmaker's yard) to
// grams per square metre.
func SailOzToGSM(oz float64) float64 { return oz * gramsPerOunce / sailmakersYardM2 }

// GSMToSailOz converts grams per square metre to US sailcloth ounces.
func GSMToSailOz(gsm float64) float64 { return gsm * sailmakersYardM2 / gramsPerOunce }

// Round rounds x to the given number of decimal places.
func Round(x float64, places int) float64 {
	p := math.Pow(10, float64(places))
	return math.Round(x*p) / p
}
