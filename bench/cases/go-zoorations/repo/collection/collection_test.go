package collection

import (
	"errors"
	"reflect"
	"testing"
	"time"
)

func date(s string) time.Time {
	t, err := time.Parse("2006-01-02", s)
	if err != nil {
		panic(err)
	}
	return t
}

func sample(t *testing.T) *Collection {
	t.Helper()
	c := New()
	for _, a := range []Animal{
		{ID: "lio-002", Name: "Bakari", Species: "Lion", Enclosure: "Savannah", WeightKg: 180, Weighed: date("2025-05-01")},
		{ID: "LIO-001", Name: "Asha", Species: "lion", Enclosure: "Savannah", WeightKg: 120, Weighed: date("2025-05-01")},
		{ID: "MEE-001", Name: "Pip", Species: "meerkat", Enclosure: "Desert", WeightKg: 0.7},
		{ID: "GIR-001", Name: "Kito", Species: "giraffe", Enclosure: "savannah", WeightKg: 900},
	} {
		if err := c.Add(a); err != nil {
			t.Fatalf("Add(%s): %v", a.ID, err)
		}
	}
	return c
}

func ids(animals []*Animal) []string {
	var out []string
	for _, a := range animals {
		out = append(out, a.ID)
	}
	return out
}

func TestAddNormalises(t *testing.T) {
	c := sample(t)
	a, err := c.Get("lio-002")
	if err != nil {
		t.Fatal(err)
	}
	if a.ID != "LIO-002" || a.Species != "lion" {
		t.Errorf("got ID %q species %q, want LIO-002 lion", a.ID, a.Species)
	}
}

func TestAddRejects(t *testing.T) {
	c := sample(t)
	for _, a := range []Animal{
		{ID: "", Species: "lion", WeightKg: 100},
		{ID: "X-1", Species: " ", WeightKg: 100},
		{ID: "X-2", Species: "lion", WeightKg: 0},
		{ID: "lio-001", Species: "lion", WeightKg: 100},
	} {
		if err := c.Add(a); err == nil {
			t.Errorf("Add(%+v) succeeded, want an error", a)
		}
	}
}

func TestGetUnknown(t *testing.T) {
	_, err := sample(t).Get("ZEB-001")
	if !errors.Is(err, ErrUnknownAnimal) {
		t.Errorf("Get(ZEB-001) error = %v, want ErrUnknownAnimal", err)
	}
}

func TestUpdateWeight(t *testing.T) {
	c := sample(t)
	if err := c.UpdateWeight("LIO-001", 124.5, date("2025-06-01")); err != nil {
		t.Fatal(err)
	}
	if err := c.UpdateWeight("LIO-001", 119, date("2025-04-01")); err != nil {
		t.Fatal(err)
	}
	a, _ := c.Get("LIO-001")
	if a.WeightKg != 124.5 || !a.Weighed.Equal(date("2025-06-01")) {
		t.Errorf("after weighings got %v kg on %v, want 124.5 kg on 2025-06-01", a.WeightKg, a.Weighed)
	}
	if err := c.UpdateWeight("LIO-001", -1, date("2025-07-01")); err == nil {
		t.Error("negative weight accepted")
	}
}

func TestQueries(t *testing.T) {
	c := sample(t)
	if got, want := ids(c.All()), []string{"GIR-001", "LIO-001", "LIO-002", "MEE-001"}; !reflect.DeepEqual(got, want) {
		t.Errorf("All() = %v, want %v", got, want)
	}
	if got, want := ids(c.BySpecies("LION")), []string{"LIO-001", "LIO-002"}; !reflect.DeepEqual(got, want) {
		t.Errorf("BySpecies(LION) = %v, want %v", got, want)
	}
	if got, want := ids(c.ByEnclosure("Savannah")), []string{"GIR-001", "LIO-001", "LIO-002"}; !reflect.DeepEqual(got, want) {
		t.Errorf("ByEnclosure(Savannah) = %v, want %v", got, want)
	}
	if got, want := c.Enclosures(), []string{"Desert", "Savannah", "savannah"}; !reflect.DeepEqual(got, want) {
		t.Errorf("Enclosures() = %v, want %v", got, want)
	}
}
