package kennels

import (
	"strings"
	"testing"
	"time"
)

func TestValidate(t *testing.T) {
	s := stay(t, Date(2025, time.June, 2), Date(2025, time.June, 5))
	if err := (Booking{Ref: "B1", Stay: s}).Validate(); err == nil {
		t.Error("a booking without dogs should be invalid")
	}
	lapsed := Dog{Name: "Rolo", Vaccinations: vaccinated(Date(2024, time.May, 1))}
	err := Booking{Ref: "B2", Dogs: []Dog{bramble, lapsed}, Stay: s}.Validate()
	if err == nil || !strings.Contains(err.Error(), "Rolo: Kennel cough expires") {
		t.Errorf("Validate() = %v, want Rolo's kennel cough", err)
	}
}

func TestAllocate(t *testing.T) {
	runs := []Run{
		{"A1", Small, 1}, {"A2", Medium, 1}, {"B1", Large, 2}, {"B2", Large, 1}, {"C1", Giant, 1},
	}
	june := stay(t, Date(2025, time.June, 2), Date(2025, time.June, 9))
	later := stay(t, Date(2025, time.June, 9), Date(2025, time.June, 12))
	bookings := []Booking{
		{Ref: "K-102", Dogs: []Dog{otto}, Stay: june},
		{Ref: "K-101", Dogs: []Dog{bramble, nettle}, Stay: june, SharedRun: true},
		{Ref: "K-103", Dogs: []Dog{juno}, Stay: june},
		{Ref: "K-104", Dogs: []Dog{bramble, nettle}, Stay: later},
	}
	alloc, err := Allocate(runs, bookings)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"K-101": "B1", "K-102": "C1", "K-103": "B2", "K-104": "A2,A1"}
	for ref, runs := range want {
		if got := strings.Join(alloc[ref], ","); got != runs {
			t.Errorf("runs for %s = %s, want %s", ref, got, runs)
		}
	}
}

func TestAllocateFull(t *testing.T) {
	runs := []Run{{"A1", Small, 1}, {"B1", Large, 1}}
	s := stay(t, Date(2025, time.June, 2), Date(2025, time.June, 9))
	bookings := []Booking{
		{Ref: "K-1", Dogs: []Dog{juno}, Stay: s},
		{Ref: "K-2", Dogs: []Dog{bramble}, Stay: s},
	}
	if _, err := Allocate(runs, bookings); err == nil || !strings.Contains(err.Error(), "Bramble") {
		t.Errorf("Allocate() error = %v, want no run for Bramble", err)
	}
}
