package kiln

import (
	"math"
	"testing"
)

func ale() Program {
	return Program{
		{Name: "withering", TempC: 55, Hours: 18},
		{Name: "breaking", TempC: 65, Hours: 6},
		{Name: "drying", TempC: 75, Hours: 4},
		{Name: "curing", TempC: 85, Hours: 4},
	}
}

func TestHours(t *testing.T) {
	if got := ale().Hours(); got != 32 {
		t.Fatalf("Hours() = %v, want 32", got)
	}
}

func TestAleProgramDriesToTheCuringFloor(t *testing.T) {
	r := ale().Run(41112.6831007445, 42.52421895977741, 1.8)
	if math.Abs(r.MoisturePct-4.2) > 0.001 {
		t.Errorf("MoisturePct = %.3f, want 4.2", r.MoisturePct)
	}
	if math.Abs(r.MassKg-24665.80) > 0.01 {
		t.Errorf("MassKg = %.2f, want 24665.80", r.MassKg)
	}
	if math.Abs(r.ColourEBC-2.62) > 0.001 {
		t.Errorf("ColourEBC = %.3f, want 2.62", r.ColourEBC)
	}
	if r.CuringHours != 4 {
		t.Errorf("CuringHours = %v, want 4", r.CuringHours)
	}
}

func TestWitheringAloneLeavesTheMaltDamp(t *testing.T) {
	r := Program{{Name: "withering", TempC: 55, Hours: 18}, {Name: "breaking", TempC: 65, Hours: 6}}.Run(40000, 42, 1.8)
	if math.Abs(r.MoisturePct-18.642) > 0.001 {
		t.Errorf("MoisturePct = %.4f, want 18.642", r.MoisturePct)
	}
	if math.Abs(r.WaterOffKg-11484) > 0.01 {
		t.Errorf("WaterOffKg = %.2f, want 11484", r.WaterOffKg)
	}
	if r.ColourEBC != 1.8 || r.CuringHours != 0 {
		t.Errorf("no curing: colour %v after %v h, want 1.8 after 0", r.ColourEBC, r.CuringHours)
	}
}

func TestHotShortCureColoursWetMalt(t *testing.T) {
	r := Program{{Name: "withering", TempC: 60, Hours: 20}, {Name: "curing", TempC: 95, Hours: 3}}.Run(40000, 42, 1.8)
	if math.Abs(r.MoisturePct-13.822) > 0.001 {
		t.Errorf("MoisturePct = %.4f, want 13.822", r.MoisturePct)
	}
	if math.Abs(r.ColourEBC-5.810) > 0.001 {
		t.Errorf("ColourEBC = %.4f, want 5.810", r.ColourEBC)
	}
}

func TestColdAirDriesNothing(t *testing.T) {
	r := Program{{Name: "fans", TempC: 18, Hours: 5}}.Run(1000, 40, 1.8)
	if r.WaterOffKg != 0 || r.MoisturePct != 40 {
		t.Fatalf("cold air: %+v", r)
	}
}
