package report

import (
	"math"
	"testing"
	"time"

	"bloodbank/blood"
	"bloodbank/inventory"
)

var day0 = time.Date(2024, 3, 1, 8, 0, 0, 0, time.UTC)

func stock(t *testing.T) *inventory.Stock {
	t.Helper()
	s := inventory.NewStock()
	for i, age := range []int{33, 20, 10, 1} {
		u := inventory.NewUnit(string(rune('a'+i))+"-OP", blood.OPos, inventory.RedCells, day0.Add(-time.Duration(age)*24*time.Hour), 280)
		if err := s.Add(u); err != nil {
			t.Fatal(err)
		}
	}
	for i, age := range []int{34, 3} {
		u := inventory.NewUnit(string(rune('a'+i))+"-ON", blood.ONeg, inventory.RedCells, day0.Add(-time.Duration(age)*24*time.Hour), 280)
		if err := s.Add(u); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Add(inventory.NewUnit("x-AP", blood.APos, inventory.RedCells, day0.Add(-40*24*time.Hour), 280)); err != nil {
		t.Fatal(err)
	}
	return s
}

func TestSummarise(t *testing.T) {
	lines := Summarise(stock(t), inventory.RedCells, Usage{blood.OPos: 2, blood.ONeg: 0.5}, day0)
	if len(lines) != 8 {
		t.Fatalf("%d lines", len(lines))
	}
	on, op, ap := lines[0], lines[1], lines[3]
	if on.Group != blood.ONeg || on.Units != 2 || on.ExpiringSoon != 1 || on.DaysOfSupply != 4 {
		t.Errorf("O- line %+v", on)
	}
	if op.Group != blood.OPos || op.Units != 4 || op.ExpiringSoon != 1 || op.DaysOfSupply != 2 {
		t.Errorf("O+ line %+v", op)
	}
	if ap.Units != 0 || !math.IsInf(ap.DaysOfSupply, 1) {
		t.Errorf("A+ line %+v (the only A+ unit has expired)", ap)
	}
}

func TestFormat(t *testing.T) {
	lines := Summarise(stock(t), inventory.RedCells, Usage{blood.OPos: 2, blood.ONeg: 0.5}, day0)
	want := "Group Comp Units  Soon   Days\n" +
		"O-    RBC      2     1    4.0\n" +
		"O+    RBC      4     1    2.0 LOW\n" +
		"A-    RBC      0     0      -\n" +
		"A+    RBC      0     0      -\n" +
		"B-    RBC      0     0      -\n" +
		"B+    RBC      0     0      -\n" +
		"AB-   RBC      0     0      -\n" +
		"AB+   RBC      0     0      -\n"
	if got := Format(lines, 3); got != want {
		t.Errorf("Format:\n%s\nwant:\n%s", got, want)
	}
}
