// Package feed works out what the hens eat and what it takes to make the eggs.
package feed

import (
	"errors"
	"math"
)

// PerHenGrams is the feed eaten per hen per day, in grams.
func PerHenGrams(feedKg float64, hens, days int) float64 {
	if hens <= 0 || days <= 0 {
		return 0
	}
	return feedKg * 1000 / float64(hens*days)
}

// FCR is the feed conversion ratio: kilograms of feed per kilogram of egg.
func FCR(feedKg, eggKg float64) float64 {
	if eggKg <= 0 {
		return 0
	}
	return feedKg / eggKg
}

// Ration is the day's feed for a flock, in kilograms, at a ration per hen in grams.
func Ration(hens int, gramsPerHen float64) float64 {
	return float64(hens) * gramsPerHen / 1000
}

// Silo is a house's feed bin.
type Silo struct {
	CapacityKg float64
	StockKg    float64
}

// ErrOverfill is returned when a delivery does not fit in the silo.
var ErrOverfill = errors.New("feed: delivery does not fit in the silo")

// Deliver adds a delivery to the silo.
func (s *Silo) Deliver(kg float64) error {
	if kg < 0 {
		return errors.New("feed: negative delivery")
	}
	if s.StockKg+kg > s.CapacityKg {
		return ErrOverfill
	}
	s.StockKg += kg
	return nil
}

// Draw takes a day's feed out of the silo; it returns what was actually drawn,
// which is less than asked when the silo runs empty.
func (s *Silo) Draw(kg float64) float64 {
	if kg > s.StockKg {
		kg = s.StockKg
	}
	s.StockKg -= kg
	return kg
}

// DaysLeft is how many whole days the silo feeds a flock at a ration.
func (s Silo) DaysLeft(hens int, gramsPerHen float64) int {
	daily := Ration(hens, gramsPerHen)
	if daily <= 0 {
		return math.MaxInt
	}
	return int(s.StockKg / daily)
}
