package stock

import (
	"math"
	"testing"
)

func fingerlings() Batch {
	return Batch{Name: "RB-26A", Count: 12000, MeanWeightG: 25, CV: 0.2, DailyMortality: 0.0005}
}

func TestBiomassAndDensity(t *testing.T) {
	b := fingerlings()
	if got := b.BiomassKg(); got != 300 {
		t.Errorf("BiomassKg = %v, want 300", got)
	}
	tank := Tank{ID: "T3", VolumeM3: 12, Flow: 300}
	if got := tank.Density(b); got != 25 {
		t.Errorf("Density = %v, want 25", got)
	}
	if tank.Overstocked(b) {
		t.Errorf("25 kg/m³ reported overstocked")
	}
	b.MeanWeightG = 45
	if !tank.Overstocked(b) {
		t.Errorf("45 kg/m³ not reported overstocked")
	}
}

func TestExchangesPerHour(t *testing.T) {
	tank := Tank{ID: "T3", VolumeM3: 12, Flow: 300}
	if got := tank.ExchangesPerHour(); math.Abs(got-1.5) > 1e-9 {
		t.Errorf("ExchangesPerHour = %v, want 1.5", got)
	}
}

func TestSurvivors(t *testing.T) {
	if got := Survivors(12000, 0.0005, 7); got != 11958 {
		t.Errorf("Survivors = %d, want 11958", got)
	}
	if got := Survivors(12000, 0, 30); got != 12000 {
		t.Errorf("Survivors with no mortality = %d", got)
	}
}

func TestValidate(t *testing.T) {
	bad := []Batch{
		{Name: "none", Count: 0, MeanWeightG: 5},
		{Name: "weightless", Count: 10},
		{Name: "cv", Count: 10, MeanWeightG: 5, CV: 1.2},
		{Name: "dying", Count: 10, MeanWeightG: 5, DailyMortality: 1},
	}
	for _, b := range bad {
		if b.Validate() == nil {
			t.Errorf("Validate(%s) passed", b.Name)
		}
	}
	if err := fingerlings().Validate(); err != nil {
		t.Errorf("Validate: %v", err)
	}
}

func TestGradeAtTheMean(t *testing.T) {
	big, small, err := Grade(fingerlings(), 25)
	if err != nil {
		t.Fatal(err)
	}
	if big.Count != 6000 || small.Count != 6000 {
		t.Errorf("counts %d / %d, want 6000 / 6000", big.Count, small.Count)
	}
	// half-normal means: 25 ± 5 * 0.7979
	if big.MeanWeightG != 29 || small.MeanWeightG != 21 {
		t.Errorf("means %v / %v, want 29 / 21", big.MeanWeightG, small.MeanWeightG)
	}
	if big.Name != "RB-26A large" || small.Name != "RB-26A small" {
		t.Errorf("names %q / %q", big.Name, small.Name)
	}
}

func TestGradeAboveTheMean(t *testing.T) {
	big, small, err := Grade(fingerlings(), 30)
	if err != nil {
		t.Fatal(err)
	}
	if big.Count != 1904 || small.Count != 10096 {
		t.Errorf("counts %d / %d, want 1904 / 10096", big.Count, small.Count)
	}
	total := big.BiomassKg() + small.BiomassKg()
	if math.Abs(total-300) > 0.5 {
		t.Errorf("graded biomass %v kg, want about 300", total)
	}
}

func TestGradeNothingToSplit(t *testing.T) {
	if _, _, err := Grade(fingerlings(), 100); err != ErrGradeAll {
		t.Errorf("Grade at 100 g: err = %v", err)
	}
}
