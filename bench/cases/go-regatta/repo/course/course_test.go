package course

import (
	"math"
	"reflect"
	"testing"

	"example.com/regatta/units"
)

var windward = Course{
	Name: "windward-leeward",
	Legs: []Leg{
		{"start", "W1", units.NM(1.5)},
		{"W1", "L1", units.NM(1.5)},
	},
	Laps: 2,
}

func TestLength(t *testing.T) {
	cases := []struct {
		name string
		c    Course
		km   float64
	}{
		{"two laps", windward, 11.112},
		{"no laps counts once", Course{Legs: []Leg{{"a", "b", units.Km(2)}}}, 2},
		{"empty", Course{}, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := c.c.Length().Kilometers(); math.Abs(got-c.km) > 1e-9 {
				t.Errorf("Length() = %v km, want %v", got, c.km)
			}
		})
	}
}

func TestMarks(t *testing.T) {
	want := []string{"start", "W1", "L1"}
	if got := windward.Marks(); !reflect.DeepEqual(got, want) {
		t.Errorf("Marks() = %v, want %v", got, want)
	}
}

func TestValidate(t *testing.T) {
	bad := Course{Name: "x", Legs: []Leg{{"a", "b", 1}, {"c", "d", 1}}}
	if err := bad.Validate(); err == nil {
		t.Error("Validate() = nil for a broken course")
	}
	if err := windward.Validate(); err != nil {
		t.Errorf("Validate() = %v", err)
	}
}
