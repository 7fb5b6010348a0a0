package rpa

import (
	"math"
	"testing"
)

func TestRadius(t *testing.T) {
	cases := map[float64]float64{820: 9.84, 450: 5.4, 1250: 15, 1400: 15, 75: 0.9}
	for d, want := range cases {
		if got := Radius(d); math.Abs(got-want) > 1e-9 {
			t.Errorf("Radius(%v) = %v, want %v", d, got, want)
		}
	}
}

func TestArea(t *testing.T) {
	if got := Area(820); math.Abs(got-304.187) > 0.001 {
		t.Errorf("Area(820) = %.3f, want 304.187", got)
	}
	if got := Area(2000); math.Abs(got-706.858) > 0.001 {
		t.Errorf("Area(2000) = %.3f, want the capped 706.858", got)
	}
}

var house = Rect{Min: Point{18, 25}, Max: Point{40, 34}}

func TestClearance(t *testing.T) {
	cases := []struct {
		p    Point
		want float64
	}{
		{Point{32, 22}, 3},
		{Point{10, 40}, 10},
		{Point{30, 30}, 0},
		{Point{41, 30}, 1},
	}
	for _, c := range cases {
		if got := Clearance(c.p, house); math.Abs(got-c.want) > 1e-9 {
			t.Errorf("Clearance(%v) = %v, want %v", c.p, got, c.want)
		}
	}
}

func TestEncroaches(t *testing.T) {
	if !Encroaches(Point{32, 22}, 8.28, house) {
		t.Error("a house 3 m away encroaches on an 8.28 m RPA")
	}
	if Encroaches(Point{10, 40}, 9.84, house) {
		t.Error("a house 10 m away does not encroach on a 9.84 m RPA")
	}
}

func TestEncroachment(t *testing.T) {
	if got := Encroachment(Point{30, 30}, 2, house); got != 1 {
		t.Errorf("RPA wholly under the house: share %v, want 1", got)
	}
	if got := Encroachment(Point{40, 30}, 3, house); math.Abs(got-0.5) > 0.02 {
		t.Errorf("tree on the house's edge: share %.3f, want about 0.5", got)
	}
	if got := Encroachment(Point{10, 40}, 9.84, house); got != 0 {
		t.Errorf("RPA clear of the house: share %v, want 0", got)
	}
}
