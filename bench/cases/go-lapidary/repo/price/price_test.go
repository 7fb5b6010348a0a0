package price

import (
	"testing"

	"example.org/lapidary/stone"
)

func TestValue(t *testing.T) {
	cases := []struct {
		s    stone.Stone
		want Cents
	}{
		{stone.Stone{Species: stone.Ruby, Grade: "A", Finished: 100}, 45000},
		{stone.Stone{Species: stone.Ruby, Grade: "AA", Finished: 284}, 245376},
		{stone.Stone{Species: stone.Garnet, Grade: "AAA", Finished: 1100}, 220000},
		{stone.Stone{Species: stone.Opal, Grade: "A", Finished: 400}, 45000},
	}
	for _, c := range cases {
		if got := Value(c.s); got != c.want {
			t.Errorf("Value(%+v) = %v, want %v", c.s, got, c.want)
		}
	}
}

func TestCentsString(t *testing.T) {
	if got := Cents(245376).String(); got != "2453.76" {
		t.Errorf("got %q", got)
	}
}
