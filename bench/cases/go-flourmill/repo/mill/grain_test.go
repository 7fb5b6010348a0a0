package mill

import (
	"errors"
	"testing"
)

func TestValidate(t *testing.T) {
	if err := paragon.Validate(); err != nil {
		t.Fatalf("paragon: %v", err)
	}
	bad := []Lot{
		{Kg: 10, Moisture: 13, Protein: 11},
		{ID: "x", Kg: 0, Moisture: 13, Protein: 11},
		{ID: "x", Kg: 10, Moisture: 16, Protein: 11},
		{ID: "x", Kg: 10, Moisture: 13, Protein: 6.5},
		{ID: "x", Kg: 10, Moisture: 13, Protein: 19},
	}
	for i, l := range bad {
		if err := l.Validate(); !errors.Is(err, ErrInvalidLot) {
			t.Errorf("bad[%d]: got %v", i, err)
		}
	}
}

func TestDryMatter(t *testing.T) {
	if got := paragon.DryMatterKg(); !near(got, 5220) {
		t.Errorf("DryMatterKg = %v, want 5220", got)
	}
	// dried to 12% the lot weighs 5220 / 0.88
	if got := paragon.AtMoisture(12); !near(got, 5220/0.88) {
		t.Errorf("AtMoisture(12) = %v", got)
	}
	if got := paragon.AtMoisture(paragon.Moisture); !near(got, paragon.Kg) {
		t.Errorf("AtMoisture(own) = %v, want %v", got, paragon.Kg)
	}
}

func TestProteinDryBasis(t *testing.T) {
	l := Lot{ID: "x", Kg: 1, Moisture: 14, Protein: 12.04}
	if got := l.ProteinDryBasis(); !near(got, 14) {
		t.Errorf("ProteinDryBasis = %v, want 14", got)
	}
}
