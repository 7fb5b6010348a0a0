// Package moisture converts between grain mass, dry matter and wet-basis moisture.
//
// Maltsters quote moisture on a wet basis: the water as a percentage of the
// grain's whole mass, water included.
package moisture

// DryMatter is the dry mass (kg) in massKg of grain at moisturePct.
func DryMatter(massKg, moisturePct float64) float64 {
	return massKg * (1 - moisturePct/100)
}

// MassAt is the mass (kg) of grain holding dryKg of dry matter at moisturePct.
func MassAt(dryKg, moisturePct float64) float64 {
	return dryKg / (1 - moisturePct/100)
}

// Pct is the wet-basis moisture of massKg of grain that holds dryKg of dry matter.
func Pct(massKg, dryKg float64) float64 {
	if massKg <= 0 {
		return 0
	}
	return (massKg - dryKg) / massKg * 100
}
