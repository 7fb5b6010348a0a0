package orders

import (
	"strings"
	"testing"
	"time"

	"bloodbank/blood"
	"bloodbank/inventory"
)

var day0 = time.Date(2024, 3, 1, 8, 0, 0, 0, time.UTC)

func days(n int) time.Duration { return time.Duration(n) * 24 * time.Hour }

func unitIDs(units []inventory.Unit) string {
	ids := make([]string, len(units))
	for i, u := range units {
		ids[i] = u.ID
	}
	return strings.Join(ids, ",")
}

// ward stock: a morning's shelves.
func wardStock(t *testing.T) *inventory.Stock {
	t.Helper()
	s := inventory.NewStock()
	add := func(id, group string, c inventory.Component, age int) {
		u := inventory.NewUnit(id, blood.MustParse(group), c, day0.Add(-days(age)), 280)
		if err := s.Add(u); err != nil {
			t.Fatal(err)
		}
	}
	add("R01", "A+", inventory.RedCells, 5)
	add("R02", "A+", inventory.RedCells, 25)
	add("R03", "O+", inventory.RedCells, 12)
	add("R04", "O+", inventory.RedCells, 30)
	add("R05", "O-", inventory.RedCells, 8)
	add("R06", "O-", inventory.RedCells, 33)
	add("R07", "A-", inventory.RedCells, 15)
	add("P01", "AB+", inventory.Plasma, 40)
	add("P02", "A-", inventory.Plasma, 200)
	add("P03", "A+", inventory.Plasma, 90)
	add("T01", "B+", inventory.Platelets, 2)
	add("T02", "A+", inventory.Platelets, 4)
	return s
}

func TestAllocateOwnGroupFirst(t *testing.T) {
	s := wardStock(t)
	a := Allocate(s, Request{Patient: "MRN100", Group: blood.APos, Component: inventory.RedCells, Units: 3}, day0)
	if got, want := unitIDs(a.Issued), "R02,R01,R04"; got != want {
		t.Errorf("issued %s, want %s", got, want)
	}
	if a.Short != 0 || a.Substituted() != 1 {
		t.Errorf("short %d, substituted %d", a.Short, a.Substituted())
	}
}

func TestAllocateKeepsONegativeBack(t *testing.T) {
	s := wardStock(t)
	a := Allocate(s, Request{Patient: "MRN101", Group: blood.APos, Component: inventory.RedCells, Units: 7}, day0)
	if got, want := unitIDs(a.Issued), "R02,R01,R04,R03,R07"; got != want {
		t.Errorf("issued %s, want %s", got, want)
	}
	if a.Short != 2 {
		t.Errorf("short %d, want 2", a.Short)
	}
	if got := a.String(); got != "MRN101 A+ RBC: 5 issued (3 substituted), 2 short" {
		t.Errorf("String() = %q", got)
	}
}

func TestAllocateUrgentUsesONegative(t *testing.T) {
	s := wardStock(t)
	a := Allocate(s, Request{Patient: "MRN102", Group: blood.BNeg, Component: inventory.RedCells, Units: 2, Urgent: true}, day0)
	if got, want := unitIDs(a.Issued), "R06,R05"; got != want {
		t.Errorf("issued %s, want %s", got, want)
	}
	b := Allocate(s, Request{Patient: "MRN103", Group: blood.BNeg, Component: inventory.RedCells, Units: 1}, day0)
	if len(b.Issued) != 0 || b.Short != 1 {
		t.Errorf("non-urgent B- request got %s", unitIDs(b.Issued))
	}
}

func TestAllocatePlasma(t *testing.T) {
	s := wardStock(t)
	a := Allocate(s, Request{Patient: "MRN104", Group: blood.APos, Component: inventory.Plasma, Units: 3}, day0)
	if got, want := unitIDs(a.Issued), "P02,P03,P01"; got != want {
		t.Errorf("issued %s, want %s", got, want)
	}
}

func TestAllocatePlateletsAcrossGroups(t *testing.T) {
	s := wardStock(t)
	a := Allocate(s, Request{Patient: "MRN105", Group: blood.ONeg, Component: inventory.Platelets, Units: 2}, day0)
	if got, want := unitIDs(a.Issued), "T02,T01"; got != want {
		t.Errorf("issued %s, want %s", got, want)
	}
}

func TestFridge(t *testing.T) {
	s := wardStock(t)
	f := NewFridge(s)
	res, err := f.Reserve(Request{Patient: "MRN200", Group: blood.OPos, Component: inventory.RedCells, Units: 2}, day0)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := unitIDs(res.Units), "R04,R03"; got != want {
		t.Errorf("held %s, want %s", got, want)
	}
	if _, err := f.Reserve(Request{Patient: "MRN200", Group: blood.OPos, Component: inventory.RedCells, Units: 1}, day0); err == nil {
		t.Error("second reservation for the same patient")
	}
	if _, err := f.Reserve(Request{Patient: "MRN201", Group: blood.OPos, Component: inventory.Plasma, Units: 1}, day0); err == nil {
		t.Error("plasma crossmatched")
	}
	if f.Held() != 2 || s.Len() != 10 {
		t.Errorf("held %d, stock %d", f.Held(), s.Len())
	}
	released, err := f.Release(day0.Add(CrossmatchHold - time.Minute))
	if err != nil || len(released) != 0 {
		t.Errorf("released early: %v %v", released, err)
	}
	released, err = f.Release(day0.Add(CrossmatchHold))
	if err != nil || len(released) != 1 || released[0] != "MRN200" {
		t.Errorf("released %v %v", released, err)
	}
	if f.Held() != 0 || s.Len() != 12 {
		t.Errorf("after release held %d, stock %d", f.Held(), s.Len())
	}
	if _, err := f.Issue("MRN200"); err == nil {
		t.Error("issued released units")
	}
}

func TestFridgeIssue(t *testing.T) {
	s := wardStock(t)
	f := NewFridge(s)
	if _, err := f.Reserve(Request{Patient: "MRN300", Group: blood.ANeg, Component: inventory.RedCells, Units: 1}, day0); err != nil {
		t.Fatal(err)
	}
	units, err := f.Issue("MRN300")
	if err != nil || unitIDs(units) != "R07" {
		t.Errorf("issued %s %v", unitIDs(units), err)
	}
	if _, err := f.Reserve(Request{Patient: "MRN301", Group: blood.ABNeg, Component: inventory.RedCells, Units: 1}, day0); err == nil {
		t.Error("AB- patient got units with no AB-, A- or B- left")
	}
}
