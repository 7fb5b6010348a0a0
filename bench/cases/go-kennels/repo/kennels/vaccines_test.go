package kennels

import (
	"testing"
	"time"
)

func TestCheckVaccinationsAllGood(t *testing.T) {
	s := stay(t, Date(2025, time.June, 2), Date(2025, time.June, 9))
	if p := CheckVaccinations(bramble, s); len(p) != 0 {
		t.Errorf("unexpected problems: %v", p)
	}
}

func TestCheckVaccinationsProblems(t *testing.T) {
	d := Dog{Name: "Scout", Vaccinations: []Vaccination{
		{DHP, Date(2023, time.May, 1)},
		{Lepto, Date(2024, time.May, 1)},   // lapses before the stay ends
		{Lepto, Date(2023, time.April, 1)}, // older card entry, ignored
		{KennelCough, Date(2025, time.April, 28)},
	}}
	s := stay(t, Date(2025, time.May, 1), Date(2025, time.May, 6))
	got := CheckVaccinations(d, s)
	want := []string{
		"Scout: Kennel cough given less than a week before arrival",
		"Scout: Leptospirosis expires 1 May 2025",
	}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for i := range want {
		if got[i].String() != want[i] {
			t.Errorf("problem %d = %q, want %q", i, got[i], want[i])
		}
	}
}

func TestCheckVaccinationsMissing(t *testing.T) {
	d := Dog{Name: "Pip", Vaccinations: []Vaccination{{DHP, Date(2025, time.January, 6)}}}
	s := stay(t, Date(2025, time.June, 2), Date(2025, time.June, 4))
	got := CheckVaccinations(d, s)
	if len(got) != 2 || got[0].Reason != "missing" || got[1].Reason != "missing" {
		t.Errorf("got %v, want two missing", got)
	}
}
