package diet

import (
	"reflect"
	"testing"
	"time"
)

var lion = Diet{
	Species: "lion",
	Items: []Item{
		{Food: "horse meat", Grams: 35, Basis: PerKg},
		{Food: "carnivore supplement", Grams: 6, Basis: PerAnimal},
	},
	FastDays: []time.Weekday{time.Sunday},
}

var giraffe = Diet{
	Species: "giraffe",
	Items: []Item{
		{Food: "pellets", Grams: 4, Basis: PerKg},
		{Food: "lucerne", Grams: 10, Basis: PerKg},
		{Food: "browse", Grams: 6000, Basis: PerAnimal},
	},
	MaxGramsPerDay: 18000,
}

func TestValidate(t *testing.T) {
	if err := lion.Validate(); err != nil {
		t.Errorf("lion: %v", err)
	}
	bad := []Diet{
		{Species: "", Items: lion.Items},
		{Species: "okapi"},
		{Species: "okapi", Items: []Item{{Food: "browse", Grams: 0, Basis: PerAnimal}}},
		{Species: "okapi", Items: []Item{{Food: "browse", Grams: 1}, {Food: "browse", Grams: 2}}},
		{Species: "okapi", Items: lion.Items, FastDays: []time.Weekday{0, 1, 2, 3, 4, 5, 6}},
	}
	for _, d := range bad {
		if err := d.Validate(); err == nil {
			t.Errorf("Validate(%+v) passed, want an error", d)
		}
	}
}

func TestFastDay(t *testing.T) {
	if !lion.IsFastDay(time.Sunday) || lion.IsFastDay(time.Monday) {
		t.Error("lions fast on Sundays only")
	}
	if got := lion.Daily(120, time.Sunday); len(got) != 0 {
		t.Errorf("Sunday ration = %v, want nothing", got)
	}
}

func TestDailyByWeight(t *testing.T) {
	got := lion.Daily(120, time.Monday)
	want := Ration{"horse meat": 4200, "carnivore supplement": 6}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Daily(120 kg, Monday) = %v, want %v", got, want)
	}
}

func TestDailyRoundsToGrams(t *testing.T) {
	got := lion.Daily(118.37, time.Tuesday)
	if got["horse meat"] != 4143 {
		t.Errorf("horse meat for 118.37 kg = %v g, want 4143", got["horse meat"])
	}
}

func TestDailyCap(t *testing.T) {
	// 3600 + 9000 + 6000 = 18600 g, over the 18 kg cap: every item scaled by 18000/18600.
	got := giraffe.Daily(900, time.Wednesday)
	want := Ration{"pellets": 3484, "lucerne": 8710, "browse": 5806}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Daily(900 kg) = %v, want %v", got, want)
	}
	// Under the cap nothing changes.
	if got := giraffe.Daily(700, time.Wednesday); got.Total() != 2800+7000+6000 {
		t.Errorf("Daily(700 kg) total = %v g, want 15800", got.Total())
	}
}

func TestRation(t *testing.T) {
	r := Ration{"pellets": 3600, "browse": 6000, "lucerne": 9000}
	if r.Total() != 18600 {
		t.Errorf("Total() = %v, want 18600", r.Total())
	}
	if got, want := r.Foods(), []string{"browse", "lucerne", "pellets"}; !reflect.DeepEqual(got, want) {
		t.Errorf("Foods() = %v, want %v", got, want)
	}
}

func TestBasisString(t *testing.T) {
	for b, want := range map[Basis]string{PerKg: "g/kg", PerAnimal: "g/animal", Basis(7): "Basis(7)"} {
		if got := b.String(); got != want {
			t.Errorf("%d.String() = %q, want %q", int(b), got, want)
		}
	}
}
