package brick

import (
	"fmt"
	"math"
)

// Shed is one of the drying sheds.
type Shed struct {
	Name string
	// DryingRate is the fraction of the remaining free water a green brick
	// loses per day in this shed.
	DryingRate float64
}

// LeatherHard is the moisture (dry basis) below which bricks may be set in
// the kiln.
const LeatherHard = 0.02

// DaysToSet is the whole number of days a brick made at the given moisture
// needs in the shed before it can go in the kiln.
func (s Shed) DaysToSet(moisture float64) (int, error) {
	if s.DryingRate <= 0 || s.DryingRate >= 1 {
		return 0, fmt.Errorf("brick: shed %s has drying rate %.2f", s.Name, s.DryingRate)
	}
	if moisture <= LeatherHard {
		return 0, nil
	}
	days := math.Log(LeatherHard/moisture) / math.Log(1-s.DryingRate)
	return int(math.Ceil(days - 1e-9)), nil
}

// DryShrinkage is the linear shrinkage from wet to dry for the given
// moisture: the clay body loses about a third of its water volume as
// length, a rule of thumb the yard has used for years.
func DryShrinkage(moisture float64) float64 {
	return moisture / 3
}

// WetLength is the length the die must cut for a brick that must come out
// of the dryer at dryLength millimetres.
func WetLength(dryLength, moisture float64) float64 {
	return dryLength / (1 - DryShrinkage(moisture))
}
