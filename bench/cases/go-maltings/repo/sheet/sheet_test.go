package sheet

import (
	"math"
	"strings"
	"testing"

	"maltings/germ"
	"maltings/kiln"
	"maltings/lot"
	"maltings/steep"
)

func laureate() Batch {
	return Batch{
		Lot: lot.Lot{ID: "B-1041", Variety: "Laureate", MassKg: 28000, MoisturePct: 12.5, Germination: 98},
		Steep: steep.Schedule{WaterTempC: 14, Rests: []steep.Rest{
			{Wet: true, Hours: 8}, {Hours: 12}, {Wet: true, Hours: 8}, {Hours: 10}, {Wet: true, Hours: 4},
		}},
		Germ: germ.Plan{Days: 4, TempC: 16, TurnsPerDay: 3},
		Kiln: kiln.Program{
			{Name: "withering", TempC: 55, Hours: 18},
			{Name: "breaking", TempC: 65, Hours: 6},
			{Name: "drying", TempC: 75, Hours: 4},
			{Name: "curing", TempC: 85, Hours: 4},
		},
	}
}

func TestYield(t *testing.T) {
	b := laureate()
	o, err := b.Run()
	if err != nil {
		t.Fatal(err)
	}
	if got := o.YieldPct(b.Lot); math.Abs(got-88.09) > 0.01 {
		t.Fatalf("YieldPct = %.3f, want 88.09", got)
	}
}

func TestRunRefusesAPoorLot(t *testing.T) {
	b := laureate()
	b.Lot.Germination = 90
	if _, err := b.Run(); err == nil {
		t.Fatal("Run() with 90% germinative energy: want an error")
	}
}

func TestFormat(t *testing.T) {
	b := laureate()
	o, err := b.Run()
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Join([]string{
		"Lot B-1041 (Laureate): 28000 kg at 12.5%",
		"Steep: 42 h (20 h wet), cast at 42.6%, 14700 kg water",
		"Germination: 4 days at 16 °C, 12 turns, acrospire 0.80, modified",
		"Kiln: 32 h (4 h curing), off at 4.2%",
		"Colour: 2.6 EBC (lager)",
		"Malt: 24666 kg, yield 88.1%",
		"",
	}, "\n")
	if got := Format(b, o); got != want {
		t.Errorf("Format() =\n%s\nwant\n%s", got, want)
	}
}
