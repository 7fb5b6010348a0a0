package curling

import (
	"reflect"
	"testing"
)

func TestParseStones(t *testing.T) {
	got, err := ParseStones("R 0.30 0.10; yellow 1.20 -0.40;")
	if err != nil {
		t.Fatal(err)
	}
	want := []Stone{{Team: 0, X: 0.30, Y: 0.10}, {Team: 1, X: 1.20, Y: -0.40}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v, want %+v", got, want)
	}
}

func TestParseStonesErrors(t *testing.T) {
	cases := map[string]string{
		"R 0.3":          `stone "R 0.3": want team, x and y`,
		"G 0.3 0.1":      `stone "G 0.3 0.1": unknown team "G"`,
		"R 0.3 north":    `stone "R 0.3 north": bad y: strconv.ParseFloat: parsing "north": invalid syntax`,
		"Y 0.1 0; R x 0": `stone "R x 0": bad x: strconv.ParseFloat: parsing "x": invalid syntax`,
	}
	for input, want := range cases {
		_, err := ParseStones(input)
		if err == nil || err.Error() != want {
			t.Errorf("ParseStones(%q) error = %v, want %s", input, err, want)
		}
	}
}
