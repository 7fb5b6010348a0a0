package flock

import (
	"math"
	"testing"
	"time"
)

func day(s string) time.Time {
	t, err := time.Parse("2006-01-02", s)
	if err != nil {
		panic(err)
	}
	return t
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestRecordLosses(t *testing.T) {
	h := House{Name: "Orchard", Placed: 500}
	if err := h.Record(3); err != nil {
		t.Fatal(err)
	}
	if err := h.Record(2); err != nil {
		t.Fatal(err)
	}
	if h.Hens() != 495 {
		t.Errorf("Hens() = %d, want 495", h.Hens())
	}
	if !near(h.MortalityPct(), 1.0) {
		t.Errorf("MortalityPct() = %v, want 1", h.MortalityPct())
	}
	if err := h.Record(-1); err == nil {
		t.Error("negative deaths accepted")
	}
	if err := h.Record(496); err == nil {
		t.Error("more deaths than hens accepted")
	}
	if h.Hens() != 495 {
		t.Errorf("a refused record changed the flock: %d hens", h.Hens())
	}
}

func TestAgeWeeks(t *testing.T) {
	h := House{HatchedOn: day("2026-03-02")}
	cases := []struct {
		on   string
		want int
	}{
		{"2026-03-01", 0},
		{"2026-03-08", 0},
		{"2026-03-09", 1},
		{"2026-12-07", 40},
	}
	for _, c := range cases {
		if got := h.AgeWeeks(day(c.on)); got != c.want {
			t.Errorf("AgeWeeks(%s) = %d, want %d", c.on, got, c.want)
		}
	}
}

func TestHenDayRate(t *testing.T) {
	if got := HenDayRate(2700, 500, 6); !near(got, 90) {
		t.Errorf("HenDayRate = %v, want 90", got)
	}
	if got := HenDayRate(10, 0, 1); got != 0 {
		t.Errorf("HenDayRate with no hens = %v, want 0", got)
	}
}

func TestExpectedRate(t *testing.T) {
	cases := []struct {
		age  int
		want float64
	}{
		{16, 0},
		{18, 5},
		{19, 27.5},
		{24, 91.33333333333333},
		{30, 95},
		{45, 90.5},
		{75, 75.5},
		{90, 72},
	}
	for _, c := range cases {
		if got := ExpectedRate(c.age); !near(got, c.want) {
			t.Errorf("ExpectedRate(%d) = %v, want %v", c.age, got, c.want)
		}
	}
}
