// Package colour converts malt colour between the European (EBC) and American (SRM) scales.
package colour

// EBCToSRM converts an EBC colour to SRM.
func EBCToSRM(ebc float64) float64 { return ebc * 0.508 }

// SRMToEBC converts an SRM colour to EBC.
func SRMToEBC(srm float64) float64 { return srm * 1.97 }

// Class names the style of malt a colour (EBC) belongs to.
func Class(ebc float64) string {
	switch {
	case ebc < 4:
		return "lager"
	case ebc < 8:
		return "pale ale"
	case ebc < 25:
		return "vienna"
	case ebc < 60:
		return "munich"
	default:
		return "crystal/roast"
	}
}
