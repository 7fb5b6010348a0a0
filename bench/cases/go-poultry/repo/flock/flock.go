// Package flock keeps a laying house's hens, their age and laying rate.
package flock

import (
	"errors"
	"fmt"
	"time"
)

// House is one laying house and the flock placed in it.
type House struct {
	Name      string
	Breed     string
	Placed    int       // hens placed at point of lay
	Deaths    int       // hens lost since placement
	HatchedOn time.Time // the flock's hatch date
}

// Hens is the number of hens alive in the house.
func (h House) Hens() int {
	return h.Placed - h.Deaths
}

// Record adds the day's losses to the house.
func (h *House) Record(deaths int) error {
	if deaths < 0 {
		return errors.New("flock: negative deaths")
	}
	if h.Deaths+deaths > h.Placed {
		return fmt.Errorf("flock: %d deaths but only %d hens in %s", deaths, h.Hens(), h.Name)
	}
	h.Deaths += deaths
	return nil
}

// MortalityPct is the share of the placed hens lost so far.
func (h House) MortalityPct() float64 {
	if h.Placed == 0 {
		return 0
	}
	return float64(h.Deaths) / float64(h.Placed) * 100
}

// AgeWeeks is the flock's age in whole weeks on the given day.
func (h House) AgeWeeks(on time.Time) int {
	days := int(on.Sub(h.HatchedOn).Hours() / 24)
	if days < 0 {
		return 0
	}
	return days / 7
}

// HenDayRate is the eggs laid per hen per day over a period, as a percentage.
func HenDayRate(eggs, hens, days int) float64 {
	if hens <= 0 || days <= 0 {
		return 0
	}
	return float64(eggs) / float64(hens*days) * 100
}

// Point is the expected hen-day rate at an age.
type Point struct {
	Week int
	Rate float64
}

// Curve is a breed's laying curve, by age in weeks.
var Curve = []Point{
	{18, 5}, {20, 50}, {22, 86}, {25, 94}, {30, 95},
	{40, 92}, {50, 89}, {60, 85}, {70, 79}, {80, 72},
}

// ExpectedRate is the curve's hen-day rate at an age, between its points
// on a straight line; none before the first point, the last point's after it.
func ExpectedRate(ageWeeks int) float64 {
	if ageWeeks < Curve[0].Week {
		return 0
	}
	for i := 1; i < len(Curve); i++ {
		p0, p1 := Curve[i-1], Curve[i]
		if ageWeeks <= p1.Week {
			frac := float64(ageWeeks-p0.Week) / float64(p1.Week-p0.Week)
			return p0.Rate + frac*(p1.Rate-p0.Rate)
		}
	}
	return Curve[len(Curve)-1].Rate
}
