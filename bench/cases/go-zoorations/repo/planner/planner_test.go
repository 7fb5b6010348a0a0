package planner

import (
	"math"
	"reflect"
	"strings"
	"testing"

	"zoorations/collection"
	"zoorations/diet"
	"zoorations/stores"
)

func TestNewRejects(t *testing.T) {
	if _, err := New(collection.New(), append(diets, diets[0]), foods); err == nil {
		t.Error("two lion diet sheets accepted")
	}
	okapi := diet.Diet{Species: "okapi", Items: []diet.Item{{Food: "willow", Grams: 5000, Basis: diet.PerAnimal}}}
	if _, err := New(collection.New(), []diet.Diet{okapi}, foods); err == nil || !strings.Contains(err.Error(), "willow") {
		t.Errorf("okapi diet with a food not in store: err = %v", err)
	}
}

func TestDay(t *testing.T) {
	feeds, err := planner(t).Day(monday)
	if err != nil {
		t.Fatal(err)
	}
	if len(feeds) != 7 {
		t.Fatalf("%d feeds, want 7", len(feeds))
	}
	if f := feeds[1]; f.AnimalID != "LIO-001" || !reflect.DeepEqual(f.Ration, diet.Ration{"horse meat": 4200, "carnivore supplement": 6}) {
		t.Errorf("second feed = %+v, want Asha's 4200 g meat and 6 g supplement", f)
	}
	if f := feeds[0]; f.AnimalID != "GIR-001" || f.Ration.Total() != 18600 {
		t.Errorf("first feed = %+v, want Kito's 18600 g", f)
	}
}

func TestSundayFast(t *testing.T) {
	feeds, err := planner(t).Day(monday.AddDate(0, 0, 6))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range feeds {
		if strings.HasPrefix(f.AnimalID, "LIO") && len(f.Ration) != 0 {
			t.Errorf("%s fed on Sunday: %v", f.Name, f.Ration)
		}
	}
}

func TestDayWithoutDietSheet(t *testing.T) {
	p := planner(t)
	if err := p.Animals.Add(collection.Animal{ID: "OKA-001", Name: "Mosi", Species: "okapi", WeightKg: 250}); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Day(monday); err == nil || !strings.Contains(err.Error(), "no diet sheet for okapi") {
		t.Errorf("Day with an okapi and no okapi sheet: err = %v", err)
	}
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestNeedsForAWeek(t *testing.T) {
	need, err := planner(t).Needs(monday, 7)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]float64{
		"horse meat":           63,
		"carnivore supplement": 0.072,
		"insects":              0.84,
		"vegetables":           0.7,
		"pellets":              25.2,
		"lucerne":              63,
		"browse":               42,
	}
	if len(need) != len(want) {
		t.Errorf("Needs = %v, want %v", need, want)
	}
	for food, kg := range want {
		if !near(need[food], kg) {
			t.Errorf("%s: need %v kg, want %v kg", food, need[food], kg)
		}
	}
}

func TestOrder(t *testing.T) {
	stock := stores.Stock{"horse meat": 12, "carnivore supplement": 0.5, "insects": 0.2, "pellets": 10, "lucerne": 50}
	lines, err := planner(t).Order(monday, 7, stock)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, l := range lines {
		got = append(got, l.Supplier+": "+l.Food)
	}
	want := []string{
		"Dalby Meats: horse meat",
		"Greens Direct: vegetables",
		"Hollins Farm: lucerne",
		"Livefood UK: insects",
		"Mazuri: pellets",
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("order lines %v, want %v", got, want)
	}
	sheet := OrderSheet(lines)
	wantSheet := strings.Join([]string{
		"Dalby Meats",
		"  horse meat               6 x  10.0 kg  (60.0 kg)",
		"",
		"Greens Direct",
		"  vegetables               1 x   5.0 kg  (5.0 kg)",
		"",
		"Hollins Farm",
		"  lucerne                  1 x  25.0 kg  (25.0 kg)",
		"",
		"Livefood UK",
		"  insects                  2 x   0.5 kg  (1.0 kg)",
		"",
		"Mazuri",
		"  pellets                  1 x  20.0 kg  (20.0 kg)",
		"",
	}, "\n")
	if sheet != wantSheet {
		t.Errorf("OrderSheet =\n%s\nwant\n%s", sheet, wantSheet)
	}
}
