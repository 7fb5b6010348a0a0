package rates

import (
	"strings"
	"testing"

	"shearing/flock"
)

func TestStandardIsValid(t *testing.T) {
	if err := Standard().Validate(); err != nil {
		t.Fatal(err)
	}
}

func TestValidate(t *testing.T) {
	c := Standard()
	c.PerHundred = map[flock.Class]int{flock.Ewe: 34112}
	c.RamLoadingPct = -5
	err := c.Validate()
	if err == nil {
		t.Fatal("want an error")
	}
	for _, want := range []string{"no rate for wethers", "no rate for rams", "negative ram loading"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not mention %q", err, want)
		}
	}
}

func TestWithLoading(t *testing.T) {
	cases := []struct{ cents, pct, want int }{
		{34112, 100, 68224},
		{34112, 15, 39229},
		{30701, 10, 33771},
		{1000, 0, 1000},
	}
	for _, c := range cases {
		if got := WithLoading(c.cents, c.pct); got != c.want {
			t.Errorf("WithLoading(%d, %d) = %d; want %d", c.cents, c.pct, got, c.want)
		}
	}
}

func TestForHead(t *testing.T) {
	if got := ForHead(100, 34112); got != 34112 {
		t.Errorf("100 head: %d", got)
	}
	if got := ForHead(187, 34112); got != 63789 {
		t.Errorf("187 head: %d", got)
	}
	if got := ForHead(0, 34112); got != 0 {
		t.Errorf("0 head: %d", got)
	}
}
