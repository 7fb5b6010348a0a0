package kennels

import (
	"testing"
	"time"

	"kennelbook/money"
)

// vaccinated gives a dog all the required vaccinations on the given date.
func vaccinated(on time.Time) []Vaccination {
	return []Vaccination{{DHP, on}, {Lepto, on}, {KennelCough, on}}
}

var jabs = vaccinated(Date(2025, time.March, 3))

var (
	bramble = Dog{Name: "Bramble", Breed: "Springer Spaniel", WeightKg: 21, Owner: "Hollis", Vaccinations: jabs}
	nettle  = Dog{Name: "Nettle", Breed: "Border Terrier", WeightKg: 6.5, Owner: "Hollis", Vaccinations: jabs}
	otto    = Dog{Name: "Otto", Breed: "Bernese Mountain Dog", WeightKg: 48, Owner: "Kaur", Vaccinations: jabs}
	juno    = Dog{Name: "Juno", Breed: "Labrador", WeightKg: 31, Owner: "Marsh", Vaccinations: jabs}
)

var card = RateCard{
	Nightly: map[Size]money.Pence{
		Small:  money.Pounds(22, 0),
		Medium: money.Pounds(26, 0),
		Large:  money.Pounds(30, 0),
		Giant:  money.Pounds(36, 0),
	},
	SharingDiscountPct: 15,
}

func calendar2025(t *testing.T) Calendar {
	t.Helper()
	cal, err := NewCalendar(
		Season{"Summer holidays", Date(2025, time.July, 19), Date(2025, time.August, 31), 25},
		Season{"Easter", Date(2025, time.April, 11), Date(2025, time.April, 27), 20},
		Season{"Christmas", Date(2025, time.December, 20), Date(2026, time.January, 3), 30},
	)
	if err != nil {
		t.Fatal(err)
	}
	return cal
}

func stay(t *testing.T, arrival, departure time.Time) Stay {
	t.Helper()
	s, err := NewStay(arrival, departure)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
