package lot

import "testing"

func TestValidateAcceptsAGoodLot(t *testing.T) {
	l := Lot{ID: "B-1041", Variety: "Laureate", MassKg: 28000, MoisturePct: 12.5, Germination: 98}
	if err := l.Validate(); err != nil {
		t.Fatalf("Validate() = %v, want nil", err)
	}
}

func TestValidateRejects(t *testing.T) {
	cases := map[string]Lot{
		"no id":       {MassKg: 1000, MoisturePct: 12, Germination: 98},
		"no mass":     {ID: "x", MoisturePct: 12, Germination: 98},
		"wet":         {ID: "x", MassKg: 1000, MoisturePct: 100, Germination: 98},
		"poor energy": {ID: "x", MassKg: 1000, MoisturePct: 12, Germination: 91},
	}
	for name, l := range cases {
		if err := l.Validate(); err == nil {
			t.Errorf("%s: Validate() = nil, want an error", name)
		}
	}
}
