package wool

import (
	"reflect"
	"testing"
)

func TestPress(t *testing.T) {
	lots := []float64{62.5, 60.0, 58.25, 61.0, 40.0, 70.0, 22.4}
	bales := Press("AAA M", 7, lots, TargetBaleKg)
	want := []Bale{
		{Line: "AAA M", Number: 7, Kg: 180.8},
		{Line: "AAA M", Number: 8, Kg: 171},
		{Line: "AAA M", Number: 9, Kg: 22.4},
	}
	if !reflect.DeepEqual(bales, want) {
		t.Errorf("Press = %+v", bales)
	}
	if got := Press("PCS", 1, nil, TargetBaleKg); len(got) != 0 {
		t.Errorf("no lots: %+v", got)
	}
}

func TestLabel(t *testing.T) {
	if got := (Bale{Line: "BLS", Number: 4}).Label(); got != "BLS 004" {
		t.Errorf("Label = %q", got)
	}
}

func TestClipLines(t *testing.T) {
	var c Clip
	c.Add(Bale{Line: "AAA M", Number: 1, Kg: 182})
	c.Add(Bale{Line: "PCS", Number: 1, Kg: 150})
	c.Add(Bale{Line: "AAA M", Number: 2, Kg: 178.5}, Bale{Line: "BLS", Number: 1, Kg: 150})
	if got := c.Kg(); got != 660.5 {
		t.Errorf("Kg = %v", got)
	}
	want := []LineTotal{
		{Line: "AAA M", Bales: 2, Kg: 360.5},
		{Line: "BLS", Bales: 1, Kg: 150},
		{Line: "PCS", Bales: 1, Kg: 150},
	}
	if got := c.Lines(); !reflect.DeepEqual(got, want) {
		t.Errorf("Lines = %+v", got)
	}
}
