package design

import (
	"testing"

	"scaffoldhire/catalog"
)

func TestBayLength(t *testing.T) {
	cases := []struct {
		class LoadClass
		want  float64
	}{
		{ClassInspection, 2.7},
		{ClassLight, 2.7},
		{ClassGeneral, 2.1},
		{ClassHeavy, 1.8},
	}
	for _, c := range cases {
		got, err := BayLength(c.class)
		if err != nil {
			t.Fatalf("class %d: %v", c.class, err)
		}
		if got != c.want {
			t.Errorf("class %d: bay %.1f, want %.1f", c.class, got, c.want)
		}
	}
	if _, err := BayLength(LoadClass(9)); err == nil {
		t.Error("class 9 should be rejected")
	}
}

func TestValidate(t *testing.T) {
	bad := []Spec{
		{LengthM: 0, HeightM: 4, Class: ClassGeneral},
		{LengthM: 10, HeightM: 0, Class: ClassGeneral},
		{LengthM: 10, HeightM: 60, Class: ClassGeneral},
		{LengthM: 10, HeightM: 4, Class: ClassGeneral, BoardedLifts: -1},
		{LengthM: 10, HeightM: 4, Class: 0},
	}
	for i, s := range bad {
		if err := s.Validate(); err == nil {
			t.Errorf("spec %d: expected error", i)
		}
	}
}

func TestBaysAndLifts(t *testing.T) {
	s := Spec{LengthM: 12.0, HeightM: 7.0, Class: ClassGeneral}
	if got := s.Bays(); got != 6 {
		t.Errorf("bays = %d, want 6", got)
	}
	if got := s.Lifts(); got != 4 {
		t.Errorf("lifts = %d, want 4", got)
	}
}

func TestMaterialsGeneralPurpose(t *testing.T) {
	// 10 m elevation, 6 m high, class 3, top lift boarded, ladder access.
	s := Spec{LengthM: 10, HeightM: 6, Class: ClassGeneral, Ladder: true}
	b, err := Materials(s)
	if err != nil {
		t.Fatal(err)
	}
	// bays 5 (run 10.5 m), lifts 3, 6 positions, 12 standards.
	want := Bill{
		catalog.Tube21:     12*2 + 8*2 + 3,
		catalog.DoubleCoup: 8*6*2 + 4*2,
		catalog.Tube5:      6*3 + 1*5*1,
		catalog.PutlogCoup: (6*3 + 5) * 2,
		catalog.Board13:    5 * 3,
		catalog.Toeboard:   3,
		catalog.GuardClip:  6,
		catalog.SwivelCoup: 6,
		catalog.Tube8:      4,
		catalog.BasePlate:  12,
		catalog.SoleBoard:  12,
		catalog.Ladder:     3,
	}
	for code, n := range want {
		if b[code] != n {
			t.Errorf("%s: got %d, want %d", code, b[code], n)
		}
	}
	if len(b.Codes()) != len(want) {
		t.Errorf("codes %v, want %d lines", b.Codes(), len(want))
	}
}

func TestMaterialsBoardedLiftsCapped(t *testing.T) {
	s := Spec{LengthM: 4, HeightM: 4, Class: ClassLight, BoardedLifts: 9}
	b, err := Materials(s)
	if err != nil {
		t.Fatal(err)
	}
	// 2 bays of 2.7 m, run 5.4 m -> 2 boards along, 2 lifts boarded.
	if b[catalog.Board13] != 5*2*2 {
		t.Errorf("boards = %d, want 20", b[catalog.Board13])
	}
}

func TestWeight(t *testing.T) {
	b := Bill{catalog.Board13: 10, catalog.DoubleCoup: 5}
	w, err := b.WeightKg()
	if err != nil {
		t.Fatal(err)
	}
	if w != 229 {
		t.Errorf("weight = %.1f, want 229", w)
	}
	if _, err := (Bill{"NOPE": 1}).WeightKg(); err == nil {
		t.Error("unknown code should fail")
	}
}
