// Package atu counts accumulated thermal units (degree-days) for trout eggs and alevins in the
// incubators: the sum of the daily mean water temperature since the eggs were laid down.
package atu

import (
	"errors"
	"math"
)

// Stage is a point in development reached at a number of ATUs (°C·days), for rainbow trout.
type Stage struct {
	Name string
	ATU  float64
}

// Stages of rainbow trout development, in order.
var Stages = []Stage{
	{"eyed", 190},
	{"hatch", 350},
	{"swim-up", 520},
}

// ErrNoTemperatures is returned when a forecast has no temperatures to work from.
var ErrNoTemperatures = errors.New("atu: no temperatures")

// Accumulate adds up daily mean temperatures. Days below 0 °C add nothing.
func Accumulate(daily []float64) float64 {
	total := 0.0
	for _, t := range daily {
		if t > 0 {
			total += t
		}
	}
	return total
}

// DayReached returns the day (1-based) on which the running total first reaches target, and false
// when the temperatures given never get there.
func DayReached(daily []float64, target float64) (int, bool) {
	total := 0.0
	for i, t := range daily {
		if t > 0 {
			total += t
		}
		if total >= target {
			return i + 1, true
		}
	}
	return 0, false
}

// DaysToGo is how many more whole days at a steady temperature it takes from current to target ATUs.
func DaysToGo(current, target, temp float64) (int, error) {
	if current >= target {
		return 0, nil
	}
	if temp <= 0 {
		return 0, ErrNoTemperatures
	}
	return int(math.Ceil((target - current) / temp)), nil
}

// StageAt names the last stage reached at the given ATUs, or "green" before the eggs are eyed.
func StageAt(units float64) string {
	name := "green"
	for _, s := range Stages {
		if units >= s.ATU {
			name = s.Name
		}
	}
	return name
}

// NextStage returns the next stage still to come at the given ATUs and whether there is one.
func NextStage(units float64) (Stage, bool) {
	for _, s := range Stages {
		if units < s.ATU {
			return s, true
		}
	}
	return Stage{}, false
}
