// Package diet holds the diet sheets the nutrition team writes per species and
// works out an individual's daily ration from them.
package diet

import (
	"fmt"
	"math"
	"sort"
	"strings"
	"time"
)

// Basis says what an item's amount is measured against.
type Basis int

const (
	// PerKg items are grams per kilogram of body weight per day.
	PerKg Basis = iota
	// PerAnimal items are grams per animal per day, whatever its size.
	PerAnimal
)

func (b Basis) String() string {
	switch b {
	case PerKg:
		return "g/kg"
	case PerAnimal:
		return "g/animal"
	}
	return fmt.Sprintf("Basis(%d)", int(b))
}

// Item is one line of a diet sheet.
type Item struct {
	Food  string
	Grams float64
	Basis Basis
}

// Diet is a species' diet sheet.
type Diet struct {
	Species string
	Items   []Item
	// FastDays are days the species is not fed (big cats fast one day a week).
	FastDays []time.Weekday
	// MaxGramsPerDay caps an individual's whole ration; 0 means no cap.
	MaxGramsPerDay float64
}

// Validate checks the sheet before it is used.
func (d Diet) Validate() error {
	if strings.TrimSpace(d.Species) == "" {
		return fmt.Errorf("diet without a species")
	}
	if len(d.Items) == 0 {
		return fmt.Errorf("%s: diet has no items", d.Species)
	}
	seen := make(map[string]bool)
	for _, it := range d.Items {
		if it.Grams <= 0 {
			return fmt.Errorf("%s: %s must be a positive amount, got %v", d.Species, it.Food, it.Grams)
		}
		if seen[it.Food] {
			return fmt.Errorf("%s: %s is listed twice", d.Species, it.Food)
		}
		seen[it.Food] = true
	}
	if len(d.FastDays) >= 7 {
		return fmt.Errorf("%s: fasts every day", d.Species)
	}
	return nil
}

// IsFastDay reports whether the species goes unfed on the given day.
func (d Diet) IsFastDay(day time.Weekday) bool {
	for _, f := range d.FastDays {
		if f == day {
			return true
		}
	}
	return false
}

// Ration is what one animal gets in a day: grams per food.
type Ration map[string]float64

// Total is the ration's weight in grams.
func (r Ration) Total() float64 {
	total := 0.0
	for _, g := range r {
		total += g
	}
	return total
}

// Foods lists the ration's foods in alphabetical order.
func (r Ration) Foods() []string {
	foods := make([]string, 0, len(r))
	for f := range r {
		foods = append(foods, f)
	}
	sort.Strings(foods)
	return foods
}

// Daily works out the ration for an animal of the given weight on the given day,
// to the nearest gram. A fast day gives an empty ration.
func (d Diet) Daily(weightKg float64, day time.Weekday) Ration {
	ration := make(Ration)
	if d.IsFastDay(day) {
		return ration
	}
	for _, it := range d.Items {
		g := it.Grams
		if it.Basis == PerKg {
			g *= weightKg
		}
		ration[it.Food] = g
	}
	if d.MaxGramsPerDay > 0 {
		if total := ration.Total(); total > d.MaxGramsPerDay {
			scale := d.MaxGramsPerDay / total
			for f := range ration {
				ration[f] *= scale
			}
		}
	}
	for f, g := range ration {
		ration[f] = math.Round(g)
	}
	return ration
}
