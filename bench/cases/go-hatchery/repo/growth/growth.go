// Package growth projects trout weights with the thermal growth coefficient (TGC) model: the cube
// root of the weight grows by TGC/1000 for every degree-day.
package growth

import (
	"errors"
	"math"
)

// ErrNoGrowth is returned when the fish cannot reach the weight asked for.
var ErrNoGrowth = errors.New("growth: target weight is not reached")

// Project is the mean weight (g) after days at tempC, starting from weightG, with the given TGC.
func Project(weightG, tgc, tempC, days float64) float64 {
	if tempC <= 0 || days <= 0 {
		return weightG
	}
	root := math.Cbrt(weightG) + tgc/1000*tempC*days
	return root * root * root
}

// DaysTo is the number of whole days at tempC until fish of weightG reach targetG.
func DaysTo(weightG, targetG, tgc, tempC float64) (int, error) {
	if targetG <= weightG {
		return 0, nil
	}
	if tgc <= 0 || tempC <= 0 {
		return 0, ErrNoGrowth
	}
	days := (math.Cbrt(targetG) - math.Cbrt(weightG)) / (tgc / 1000 * tempC)
	return int(math.Ceil(days - 1e-9)), nil
}

// TGC works the coefficient out from two weighings days apart at a mean temperature.
func TGC(fromG, toG, tempC, days float64) (float64, error) {
	if tempC <= 0 || days <= 0 {
		return 0, errors.New("growth: no degree-days between the weighings")
	}
	return (math.Cbrt(toG) - math.Cbrt(fromG)) / (tempC * days) * 1000, nil
}
