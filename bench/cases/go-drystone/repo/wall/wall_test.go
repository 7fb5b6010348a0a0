package wall

import (
	"math"
	"strings"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestSectionArea(t *testing.T) {
	s := Section{Height: 1.4, BaseWidth: 0.7, TopWidth: 0.35}
	if got := s.Area(); !near(got, 0.735) {
		t.Errorf("Area() = %v, want 0.735", got)
	}
}

func TestBatter(t *testing.T) {
	s := Section{Height: 1.4, BaseWidth: 0.7, TopWidth: 0.35}
	if got := s.Batter(); !near(got, 0.125) {
		t.Errorf("Batter() = %v, want 0.125 (1 in 8)", got)
	}
	if got := (Section{}).Batter(); got != 0 {
		t.Errorf("Batter() of empty section = %v, want 0", got)
	}
}

func TestValidate(t *testing.T) {
	cases := []struct {
		s    Section
		want string
	}{
		{Section{1.4, 0.7, 0.35}, ""},
		{Section{0, 0.7, 0.35}, "height"},
		{Section{1.4, 0.7, 0}, "top width must be positive"},
		{Section{1.4, 0.3, 0.35}, "wider than base"},
		{Section{1.0, 0.9, 0.3}, "too steep"},
	}
	for _, c := range cases {
		err := c.s.Validate()
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%+v: unexpected error %v", c.s, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%+v: error %v, want one containing %q", c.s, err, c.want)
		}
	}
}

func TestVolumeAndFace(t *testing.T) {
	w := Wall{Length: 10, Section: Section{1.2, 0.6, 0.3}}
	if got := w.Volume(); !near(got, 5.4) {
		t.Errorf("Volume() = %v, want 5.4", got)
	}
	if got := w.FaceArea(); !near(got, 24) {
		t.Errorf("FaceArea() = %v, want 24", got)
	}
}

func TestThroughRows(t *testing.T) {
	cases := []struct {
		h    float64
		want int
	}{
		{0.4, 0}, {0.5, 0}, {0.6, 1}, {1.0, 1}, {1.2, 2}, {1.4, 2}, {1.5, 2}, {1.8, 3},
	}
	for _, c := range cases {
		if got := ThroughRows(c.h); got != c.want {
			t.Errorf("ThroughRows(%v) = %d, want %d", c.h, got, c.want)
		}
	}
}

func TestThroughStones(t *testing.T) {
	cases := []struct {
		w    Wall
		want int
	}{
		{Wall{Length: 24.5, Section: Section{1.4, 0.7, 0.35}}, 50},
		{Wall{Length: 3.2, Section: Section{0.9, 0.5, 0.3}}, 4},
		{Wall{Length: 6.5, Section: Section{0.45, 0.4, 0.3}}, 0},
	}
	for _, c := range cases {
		if got := ThroughStones(c.w); got != c.want {
			t.Errorf("ThroughStones(%.1fm x %.2fm) = %d, want %d", c.w.Length, c.w.Section.Height, got, c.want)
		}
	}
}
