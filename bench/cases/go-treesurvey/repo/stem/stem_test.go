package stem

import (
	"errors"
	"math"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 0.001 }

func TestFromGirth(t *testing.T) {
	if got := FromGirth(2576.106); !near(got, 820.0) {
		t.Errorf("FromGirth(2576.106) = %.3f, want 820.000", got)
	}
}

func TestCombined(t *testing.T) {
	cases := []struct {
		name  string
		stems []float64
		want  float64
	}{
		{"single stem", []float64{820}, 820},
		{"two stems", []float64{300, 400}, 500},
		{"five stems", []float64{390, 350, 300, 260, 210}, 690.145},
	}
	for _, c := range cases {
		got, err := Combined(c.stems)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if !near(got, c.want) {
			t.Errorf("%s: Combined(%v) = %.3f, want %.3f", c.name, c.stems, got, c.want)
		}
	}
}

func TestCombinedRejects(t *testing.T) {
	if _, err := Combined(nil); !errors.Is(err, ErrNoStems) {
		t.Errorf("Combined(nil) error = %v, want ErrNoStems", err)
	}
	if _, err := Combined([]float64{300, 0}); err == nil {
		t.Error("Combined with a zero stem: want an error")
	}
	if _, err := Combined([]float64{-40}); err == nil {
		t.Error("Combined with a negative stem: want an error")
	}
}
