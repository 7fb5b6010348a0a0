package stats

import "testing"

func TestSumAndMean(t *testing.T) {
	xs := []float64{2, 4, 9}
	if Sum(xs) != 15 {
		t.Errorf("Sum = %v", Sum(xs))
	}
	if Mean(xs) != 5 {
		t.Errorf("Mean = %v", Mean(xs))
	}
	if Mean(nil) != 0 {
		t.Errorf("Mean(nil) = %v", Mean(nil))
	}
}

func TestPeakRun(t *testing.T) {
	start, total, ok := PeakRun([]float64{1, 5, 7, 2, 1, 3}, 2)
	if !ok || start != 1 || total != 12 {
		t.Errorf("PeakRun = %d, %v, %v; want 1, 12, true", start, total, ok)
	}
}

func TestPeakRunEarliestWinsATie(t *testing.T) {
	start, total, _ := PeakRun([]float64{4, 1, 4, 1, 4}, 2)
	if start != 0 || total != 5 {
		t.Errorf("PeakRun = %d, %v; want 0, 5", start, total)
	}
}

func TestPeakRunTooFewValues(t *testing.T) {
	if _, _, ok := PeakRun([]float64{1, 2}, 3); ok {
		t.Error("PeakRun of two values over three days was ok")
	}
}
