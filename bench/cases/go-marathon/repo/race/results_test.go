package race

import (
	"testing"
	"time"
)

func field() []Finisher {
	return []Finisher{
		{Bib: 7, Name: "Ada", Sex: "F", Age: 41, Gun: 38 * time.Minute, Chip: 37*time.Minute + 40*time.Second},
		{Bib: 3, Name: "Ben", Sex: "M", Age: 29, Gun: 35 * time.Minute, Chip: 34*time.Minute + 58*time.Second},
		{Bib: 12, Name: "Cal", Sex: "M", Age: 36, Gun: 36 * time.Minute, Chip: 35*time.Minute + 10*time.Second},
		{Bib: 5, Name: "Dee", Sex: "F", Age: 44, Gun: 38 * time.Minute, Chip: 38 * time.Minute},
		{Bib: 9, Name: "Eli", Sex: "M", Age: 52, Status: "DNF"},
	}
}

func TestCategory(t *testing.T) {
	cases := map[string]string{
		Category("F", 22): "F", Category("M", 35): "M35", Category("M", 39): "M35",
		Category("F", 44): "F40", Category("M", 57): "M55",
	}
	for got, want := range cases {
		if got != want {
			t.Errorf("Category = %q, want %q", got, want)
		}
	}
}

func TestRank(t *testing.T) {
	ps := Rank(field())
	if len(ps) != 4 {
		t.Fatalf("got %d placed, want 4", len(ps))
	}
	order := []int{3, 12, 5, 7}
	for i, p := range ps {
		if p.Bib != order[i] || p.Place != i+1 {
			t.Errorf("place %d: bib %d (place %d), want bib %d", i+1, p.Bib, p.Place, order[i])
		}
	}
	if ps[2].Category != "F40" || ps[2].CatPlace != 1 || ps[3].CatPlace != 2 {
		t.Errorf("F40 places wrong: %+v %+v", ps[2], ps[3])
	}
}

func TestWinners(t *testing.T) {
	w := Winners(Rank(field()), 1)
	if len(w["F40"]) != 1 || w["F40"][0].Bib != 5 {
		t.Errorf("F40 winner = %+v", w["F40"])
	}
	if len(w["M"]) != 1 || w["M"][0].Bib != 3 {
		t.Errorf("M winner = %+v", w["M"])
	}
}
