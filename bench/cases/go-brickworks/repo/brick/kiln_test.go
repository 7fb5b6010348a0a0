package brick

import (
	"testing"
	"time"
)

var kilnTwo = Kiln{Name: "No. 2", Capacity: 14000, GasM3PerHour: 30, CoolingHours: 30}

func TestGas(t *testing.T) {
	f := Firing{Kiln: kilnTwo, Schedule: CommonFiring(), Bricks: 12000}
	if err := f.Validate(); err != nil {
		t.Fatal(err)
	}
	if got := f.GasM3(); !near(got, 774) {
		t.Fatalf("GasM3 = %v, want 774", got)
	}
	if got := f.GasCost(0.5); got != 387 {
		t.Fatalf("GasCost = %v, want 387", got)
	}
	if got := f.CostPerThousand(0.5); got != 32.25 {
		t.Fatalf("CostPerThousand = %v, want 32.25", got)
	}
}

func TestDrawAt(t *testing.T) {
	start := time.Date(2024, 3, 4, 6, 0, 0, 0, time.UTC)
	f := Firing{Kiln: kilnTwo, Schedule: CommonFiring(), Bricks: 12000, Start: start}
	// 25.8 h firing and 30 h cooling: 55 h 48 min.
	want := time.Date(2024, 3, 6, 13, 48, 0, 0, time.UTC)
	if got := f.DrawAt(); !got.Equal(want) {
		t.Fatalf("DrawAt = %v, want %v", got, want)
	}
}

func TestOverfull(t *testing.T) {
	f := Firing{Kiln: kilnTwo, Schedule: CommonFiring(), Bricks: 15000}
	if f.Validate() == nil {
		t.Fatal("15000 bricks accepted in a 14000 kiln")
	}
}
