package race

import (
	"math"
	"testing"
	"time"
)

func TestAgeGradeOpen(t *testing.T) {
	pct, err := AgeGrade("M", 30, TenK, 1577*time.Second)
	if err != nil || math.Abs(pct-100) > 1e-9 {
		t.Errorf("AgeGrade at the standard = %v, %v", pct, err)
	}
}

func TestAgeGradeVeteran(t *testing.T) {
	pct, err := AgeGrade("F", 50, FiveK, 22*time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	want := 100 * 852 / (1 - 0.007*16) / 1320
	if math.Abs(pct-want) > 1e-9 {
		t.Errorf("AgeGrade = %v, want %v", pct, want)
	}
	if Band(pct) != "regional class" {
		t.Errorf("Band(%v) = %q", pct, Band(pct))
	}
}

func TestAgeGradeErrors(t *testing.T) {
	if _, err := AgeGrade("X", 30, FiveK, time.Hour); err == nil {
		t.Error("no standard for X, but no error")
	}
	if _, err := AgeGrade("F", 30, FiveK, 0); err == nil {
		t.Error("zero time accepted")
	}
}

func TestBand(t *testing.T) {
	for pct, want := range map[float64]string{95: "world class", 80: "national class", 71.5: "regional class", 59.9: "recreational"} {
		if got := Band(pct); got != want {
			t.Errorf("Band(%v) = %q, want %q", pct, got, want)
		}
	}
}
