package survey

import (
	"strings"
	"testing"

	"example.org/drystone/wall"
)

const schedule = `# Low Moor Farm, boundary repairs
top-field   24.5m  1.4  0.7  0.35  gritstone

lane-end    12     1.2m 0.6  0.3   limestone
`

func TestRead(t *testing.T) {
	walls, err := Read(strings.NewReader(schedule))
	if err != nil {
		t.Fatal(err)
	}
	want := []wall.Wall{
		{Name: "top-field", Length: 24.5, Section: wall.Section{Height: 1.4, BaseWidth: 0.7, TopWidth: 0.35}, Stone: "gritstone"},
		{Name: "lane-end", Length: 12, Section: wall.Section{Height: 1.2, BaseWidth: 0.6, TopWidth: 0.3}, Stone: "limestone"},
	}
	if len(walls) != len(want) {
		t.Fatalf("got %d walls, want %d", len(walls), len(want))
	}
	for i := range want {
		if walls[i] != want[i] {
			t.Errorf("wall %d = %+v, want %+v", i, walls[i], want[i])
		}
	}
}

func TestReadErrors(t *testing.T) {
	cases := map[string]string{
		"a 10m 1.2 0.6 0.3":         "line 1: want 6 fields, got 5",
		"\na ten 1.2 0.6 0.3 slate": `line 2: bad length "ten"`,
		"a -4m 1.2 0.6 0.3 slate":   `line 1: bad length "-4m"`,
		"a 10m 1.2 0.6 wide slate":  `line 1: bad dimension "wide"`,
	}
	for in, want := range cases {
		_, err := Read(strings.NewReader(in))
		if err == nil || err.Error() != want {
			t.Errorf("Read(%q) error = %v, want %q", in, err, want)
		}
	}
}
