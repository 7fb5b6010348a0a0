package kennels

import (
	"testing"
	"time"

	"kennelbook/money"
)

func price(t *testing.T, b Booking) Quote {
	t.Helper()
	q, err := PriceBooking(b, card, calendar2025(t))
	if err != nil {
		t.Fatal(err)
	}
	return q
}

func TestPriceOffPeak(t *testing.T) {
	q := price(t, Booking{Ref: "K-201", Dogs: []Dog{bramble}, Stay: stay(t, Date(2025, time.June, 2), Date(2025, time.June, 9))})
	if len(q.Lines) != 1 {
		t.Errorf("lines = %v, want just the nights", q.Lines)
	}
	if q.Total() != money.Pounds(182, 0) {
		t.Errorf("total = %s, want £182.00", q.Total())
	}
}

func TestPriceRunsIntoSummer(t *testing.T) {
	// 15 to 22 July: the nights of the 19th, 20th and 21st are in the summer holidays.
	q := price(t, Booking{Ref: "K-202", Dogs: []Dog{otto}, Stay: stay(t, Date(2025, time.July, 15), Date(2025, time.July, 22))})
	if got := q.Lines[1].Description; got != "  Summer holidays, 3 nights at 25%" {
		t.Errorf("surcharge line = %q", got)
	}
	if q.Total() != money.Pounds(279, 0) {
		t.Errorf("total = %s, want £279.00", q.Total())
	}
}

func TestPriceRunsPastSummer(t *testing.T) {
	// 28 August to 3 September: 28th to 31st are summer nights, 1st and 2nd are not.
	q := price(t, Booking{Ref: "K-203", Dogs: []Dog{juno}, Stay: stay(t, Date(2025, time.August, 28), Date(2025, time.September, 3))})
	if q.Total() != money.Pounds(210, 0) {
		t.Errorf("total = %s, want £210.00", q.Total())
	}
}

func TestPriceEasterWeekend(t *testing.T) {
	q := price(t, Booking{Ref: "K-204", Dogs: []Dog{nettle}, Stay: stay(t, Date(2025, time.April, 25), Date(2025, time.April, 29))})
	want := []Line{
		{"Nettle (border terrier), 4 nights at £22.00 (small)", money.Pounds(88, 0)},
		{"  Easter, 3 nights at 20%", money.Pounds(13, 20)},
	}
	if len(q.Lines) != len(want) {
		t.Fatalf("lines = %v, want %v", q.Lines, want)
	}
	for i := range want {
		if q.Lines[i] != want[i] {
			t.Errorf("line %d = %v, want %v", i, q.Lines[i], want[i])
		}
	}
}

func TestPriceSharedRunAtChristmas(t *testing.T) {
	b := Booking{Ref: "K-205", Owner: "Hollis", Dogs: []Dog{nettle, bramble}, SharedRun: true,
		Stay: stay(t, Date(2025, time.December, 22), Date(2026, time.January, 2))}
	q := price(t, b)
	if got := q.Lines[0].Description; got != "Bramble (springer spaniel), 11 nights at £26.00 (medium)" {
		t.Errorf("first line = %q, want the dearer dog first", got)
	}
	if got := q.Lines[3].Amount; got != -money.Pounds(36, 30) {
		t.Errorf("sharing discount = %s, want -£36.30", got)
	}
	if q.Total() != money.Pounds(650, 10) {
		t.Errorf("total = %s, want £650.10", q.Total())
	}
}

func TestPriceRejectsLapsedVaccination(t *testing.T) {
	lapsed := Dog{Name: "Rolo", WeightKg: 12, Vaccinations: vaccinated(Date(2024, time.May, 1))}
	_, err := PriceBooking(Booking{Ref: "K-206", Dogs: []Dog{lapsed}, Stay: stay(t, Date(2025, time.June, 2), Date(2025, time.June, 4))}, card, calendar2025(t))
	if err == nil {
		t.Error("want an error for lapsed vaccinations")
	}
}
