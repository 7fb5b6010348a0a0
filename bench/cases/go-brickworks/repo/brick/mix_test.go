package brick

import (
	"errors"
	"math"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestMoisture(t *testing.T) {
	m := Mix{ClayKg: 700, SandKg: 200, GrogKg: 100, WaterKg: 190}
	got, err := m.Moisture()
	if err != nil || !near(got, 0.19) {
		t.Fatalf("Moisture = %v, %v; want 0.19", got, err)
	}
	if _, err := (Mix{WaterKg: 10}).Moisture(); !errors.Is(err, ErrEmptyMix) {
		t.Fatalf("empty mix: err = %v", err)
	}
}

func TestValidate(t *testing.T) {
	good := Mix{ClayKg: 700, SandKg: 200, GrogKg: 100, WaterKg: 190}
	if err := good.Validate(); err != nil {
		t.Fatalf("good mix: %v", err)
	}
	for name, m := range map[string]Mix{
		"too dry":   {ClayKg: 700, SandKg: 200, GrogKg: 100, WaterKg: 120},
		"too wet":   {ClayKg: 700, SandKg: 200, GrogKg: 100, WaterKg: 300},
		"too sandy": {ClayKg: 400, SandKg: 500, GrogKg: 100, WaterKg: 190},
		"negative":  {ClayKg: 700, SandKg: -1, GrogKg: 100, WaterKg: 190},
		"no solids": {WaterKg: 10},
	} {
		if err := m.Validate(); err == nil {
			t.Errorf("%s: Validate passed", name)
		}
	}
}

func TestScaleAndWater(t *testing.T) {
	m := Mix{ClayKg: 700, SandKg: 200, GrogKg: 100, WaterKg: 150}.Scale(0.5)
	if !near(m.SolidsKg(), 500) || !near(m.WaterKg, 75) {
		t.Fatalf("Scale(0.5) = %+v", m)
	}
	add, err := m.WaterToAdd(0.2)
	if err != nil || !near(add, 25) {
		t.Fatalf("WaterToAdd = %v, %v; want 25", add, err)
	}
	if add, _ := m.WaterToAdd(0.1); add != 0 {
		t.Fatalf("WaterToAdd below current = %v", add)
	}
}
