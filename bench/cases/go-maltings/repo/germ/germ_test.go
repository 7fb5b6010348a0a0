package germ

import (
	"math"
	"testing"
)

func TestValidate(t *testing.T) {
	if err := (Plan{Days: 4, TempC: 16, TurnsPerDay: 3}).Validate(); err != nil {
		t.Fatalf("good plan: %v", err)
	}
	for _, p := range []Plan{{Days: 0, TempC: 16, TurnsPerDay: 1}, {Days: 4, TempC: 25, TurnsPerDay: 1}, {Days: 4, TempC: 16}} {
		if p.Validate() == nil {
			t.Errorf("%+v: want an error", p)
		}
	}
}

func TestRunFourDaysAtSixteen(t *testing.T) {
	r := Plan{Days: 4, TempC: 16, TurnsPerDay: 3}.Run(42700, 42.62295081967213)
	if math.Abs(r.MassKg-41112.68) > 0.01 {
		t.Errorf("MassKg = %.2f, want 41112.68", r.MassKg)
	}
	if math.Abs(r.MoisturePct-42.524) > 0.001 {
		t.Errorf("MoisturePct = %.4f, want 42.524", r.MoisturePct)
	}
	if math.Abs(r.DryLossKg-870.16) > 0.01 {
		t.Errorf("DryLossKg = %.2f, want 870.16", r.DryLossKg)
	}
	if r.Turns != 12 {
		t.Errorf("Turns = %d, want 12", r.Turns)
	}
	if !r.Modified() {
		t.Errorf("acrospire %.2f: want modified", r.Acrospire)
	}
}

func TestCoolShortGerminationIsUnderModified(t *testing.T) {
	r := Plan{Days: 3, TempC: 14, TurnsPerDay: 2}.Run(10000, 44)
	if math.Abs(r.Acrospire-0.525) > 1e-9 {
		t.Errorf("Acrospire = %v, want 0.525", r.Acrospire)
	}
	if r.Modified() {
		t.Errorf("want under-modified")
	}
	if math.Abs(r.MoisturePct-43.818) > 0.001 {
		t.Errorf("MoisturePct = %.4f, want 43.818", r.MoisturePct)
	}
}

func TestAcrospireNeverOutgrowsTheGrain(t *testing.T) {
	r := Plan{Days: 9, TempC: 20, TurnsPerDay: 2}.Run(10000, 44)
	if r.Acrospire != 1 {
		t.Fatalf("Acrospire = %v, want 1", r.Acrospire)
	}
}
