package planner

import (
	"testing"
	"time"

	"zoorations/collection"
	"zoorations/diet"
	"zoorations/stores"
)

// Monday 2 June 2025.
var monday = time.Date(2025, time.June, 2, 0, 0, 0, 0, time.UTC)

var diets = []diet.Diet{
	{
		Species: "lion",
		Items: []diet.Item{
			{Food: "horse meat", Grams: 35, Basis: diet.PerKg},
			{Food: "carnivore supplement", Grams: 6, Basis: diet.PerAnimal},
		},
		FastDays: []time.Weekday{time.Sunday},
	},
	{
		Species: "meerkat",
		Items: []diet.Item{
			{Food: "insects", Grams: 30, Basis: diet.PerAnimal},
			{Food: "vegetables", Grams: 25, Basis: diet.PerAnimal},
		},
	},
	{
		Species: "giraffe",
		Items: []diet.Item{
			{Food: "pellets", Grams: 4, Basis: diet.PerKg},
			{Food: "lucerne", Grams: 10, Basis: diet.PerKg},
			{Food: "browse", Grams: 6000, Basis: diet.PerAnimal},
		},
	},
}

var foods = stores.Catalogue{
	"horse meat":           {Name: "horse meat", PackKg: 10, Supplier: "Dalby Meats"},
	"carnivore supplement": {Name: "carnivore supplement", PackKg: 1, Supplier: "Mazuri"},
	"insects":              {Name: "insects", PackKg: 0.5, Supplier: "Livefood UK"},
	"vegetables":           {Name: "vegetables", PackKg: 5, Supplier: "Greens Direct"},
	"pellets":              {Name: "pellets", PackKg: 20, Supplier: "Mazuri"},
	"lucerne":              {Name: "lucerne", PackKg: 25, Supplier: "Hollins Farm"},
	"browse":               {Name: "browse"},
}

func animals(t *testing.T) *collection.Collection {
	t.Helper()
	c := collection.New()
	for _, a := range []collection.Animal{
		{ID: "LIO-001", Name: "Asha", Species: "lion", Enclosure: "Savannah", WeightKg: 120},
		{ID: "LIO-002", Name: "Bakari", Species: "lion", Enclosure: "Savannah", WeightKg: 180},
		{ID: "GIR-001", Name: "Kito", Species: "giraffe", Enclosure: "Savannah", WeightKg: 900},
		{ID: "MEE-001", Name: "Pip", Species: "meerkat", Enclosure: "Desert", WeightKg: 0.7},
		{ID: "MEE-002", Name: "Tumble", Species: "meerkat", Enclosure: "Desert", WeightKg: 0.72},
		{ID: "MEE-003", Name: "Sandy", Species: "meerkat", Enclosure: "Desert", WeightKg: 0.68},
		{ID: "MEE-004", Name: "Whisk", Species: "meerkat", Enclosure: "Desert", WeightKg: 0.7},
	} {
		if err := c.Add(a); err != nil {
			t.Fatal(err)
		}
	}
	return c
}

func planner(t *testing.T) *Planner {
	t.Helper()
	p, err := New(animals(t), diets, foods)
	if err != nil {
		t.Fatal(err)
	}
	return p
}
