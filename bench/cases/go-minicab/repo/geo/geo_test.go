package geo

import (
	"math"
	"testing"
)

func TestMilesBetweenKnownPlaces(t *testing.T) {
	station := Point{51.4816, -3.1791} // Cardiff Central
	castle := Point{51.4822, -3.1812}
	airport := Point{51.3967, -3.3433}

	if d := Miles(station, station); d != 0 {
		t.Errorf("Miles to itself = %v, want 0", d)
	}
	if d := Miles(station, castle); math.Abs(d-0.10) > 0.02 {
		t.Errorf("station to castle = %.3f mi, want about 0.10", d)
	}
	if d := Miles(station, airport); math.Abs(d-9.2) > 0.3 {
		t.Errorf("station to airport = %.2f mi, want about 9.2", d)
	}
	if a, b := Miles(station, airport), Miles(airport, station); math.Abs(a-b) > 1e-9 {
		t.Errorf("distance not symmetric: %v vs %v", a, b)
	}
}

func TestValid(t *testing.T) {
	if !(Point{51.5, -3.2}).Valid() {
		t.Error("Cardiff should be valid")
	}
	if (Point{95, 0}).Valid() || (Point{0, 181}).Valid() {
		t.Error("points off the map should be invalid")
	}
}
