package fares

import (
	"reflect"
	"testing"
)

func TestZoneOfFoldsCaseAndBlanks(t *testing.T) {
	for _, name := range []string{"Market Cross", "market cross", "  MARKET   cross "} {
		z, err := ZoneOf(name)
		if err != nil || z != 1 {
			t.Errorf("ZoneOf(%q) = %d, %v; want 1", name, z, err)
		}
	}
}

func TestZoneOfUnknown(t *testing.T) {
	if _, err := ZoneOf("Atlantis"); err == nil {
		t.Fatal("want an error for an unknown station")
	}
}

func TestStationsInZoneFour(t *testing.T) {
	got := StationsIn(4)
	want := []string{"Ashby Vale", "Brackley"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("StationsIn(4) = %v, want %v", got, want)
	}
}
