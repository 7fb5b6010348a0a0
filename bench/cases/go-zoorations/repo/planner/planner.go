// Package planner puts the collection, the diet sheets and the food store
// together: who gets what each day, how much food a period uses, and the order.
package planner

import (
	"fmt"
	"strings"
	"time"

	"zoorations/collection"
	"zoorations/diet"
	"zoorations/stores"
)

// Planner plans feeding for a collection.
type Planner struct {
	Animals *collection.Collection
	Diets   map[string]diet.Diet // by species
	Foods   stores.Catalogue
}

// New checks the diet sheets and returns a planner.
func New(animals *collection.Collection, diets []diet.Diet, foods stores.Catalogue) (*Planner, error) {
	p := &Planner{Animals: animals, Diets: make(map[string]diet.Diet), Foods: foods}
	for _, d := range diets {
		if err := d.Validate(); err != nil {
			return nil, err
		}
		species := strings.ToLower(d.Species)
		if _, dup := p.Diets[species]; dup {
			return nil, fmt.Errorf("two diet sheets for %s", species)
		}
		for _, it := range d.Items {
			if _, ok := foods[it.Food]; !ok {
				return nil, fmt.Errorf("%s: %s is not in the food store", species, it.Food)
			}
		}
		p.Diets[species] = d
	}
	return p, nil
}

// Feed is one animal's ration for a day.
type Feed struct {
	AnimalID  string
	Name      string
	Enclosure string
	Ration    diet.Ration
}

// Day gives every animal's ration for the day, ordered by animal ID.
// Animals fasting that day are listed with an empty ration.
func (p *Planner) Day(day time.Time) ([]Feed, error) {
	var feeds []Feed
	for _, a := range p.Animals.All() {
		d, ok := p.Diets[a.Species]
		if !ok {
			return nil, fmt.Errorf("%s (%s): no diet sheet for %s", a.ID, a.Name, a.Species)
		}
		feeds = append(feeds, Feed{
			AnimalID:  a.ID,
			Name:      a.Name,
			Enclosure: a.Enclosure,
			Ration:    d.Daily(a.WeightKg, day.Weekday()),
		})
	}
	return feeds, nil
}

// Needs is the food used over `days` days from `from`, in kilograms per food.
func (p *Planner) Needs(from time.Time, days int) (map[string]float64, error) {
	grams := make(map[string]float64)
	for i := 0; i < days; i++ {
		feeds, err := p.Day(from.AddDate(0, 0, i))
		if err != nil {
			return nil, err
		}
		for _, f := range feeds {
			for food, g := range f.Ration {
				grams[food] += g
			}
		}
	}
	kg := make(map[string]float64, len(grams))
	for food, g := range grams {
		kg[food] = g / 1000
	}
	return kg, nil
}

// Order is what to buy for `days` days from `from` with the stock on hand.
func (p *Planner) Order(from time.Time, days int, stock stores.Stock) ([]stores.OrderLine, error) {
	need, err := p.Needs(from, days)
	if err != nil {
		return nil, err
	}
	return stores.Order(p.Foods, need, stock)
}

// OrderSheet prints order lines grouped by supplier, for emailing.
func OrderSheet(lines []stores.OrderLine) string {
	var b strings.Builder
	supplier := ""
	for _, l := range lines {
		if l.Supplier != supplier {
			if supplier != "" {
				b.WriteString("\n")
			}
			supplier = l.Supplier
			fmt.Fprintf(&b, "%s\n", supplier)
		}
		fmt.Fprintf(&b, "  %-22s %3d x %5.1f kg  (%.1f kg)\n", l.Food, l.Packs, l.OrderKg/float64(l.Packs), l.OrderKg)
	}
	return b.String()
}
