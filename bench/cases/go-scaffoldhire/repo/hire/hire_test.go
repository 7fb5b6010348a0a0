package hire

import (
	"testing"
	"time"

	"scaffoldhire/catalog"
	"scaffoldhire/design"
)

func date(y int, m time.Month, d int) time.Time {
	return time.Date(y, m, d, 9, 30, 0, 0, time.UTC)
}

func TestChargeableWeeks(t *testing.T) {
	on := date(2024, time.March, 4)
	cases := []struct {
		off  time.Time
		want int
	}{
		{date(2024, time.March, 4), 4},  // same day: minimum hire
		{date(2024, time.March, 20), 4}, // 16 days
		{date(2024, time.April, 1), 4},  // exactly 4 weeks
		{date(2024, time.April, 2), 5},  // 4 weeks and a day
		{date(2024, time.April, 29), 8}, // exactly 8 weeks, across the clock change
		{date(2024, time.May, 13), 10},  // exactly 10 weeks
		{date(2024, time.May, 14), 11},  // a day into the eleventh week
	}
	for _, c := range cases {
		got, err := ChargeableWeeks(on, c.off)
		if err != nil {
			t.Fatal(err)
		}
		if got != c.want {
			t.Errorf("%s to %s: %d weeks, want %d", on.Format("2 Jan"), c.off.Format("2 Jan"), got, c.want)
		}
	}
}

func TestChargeableWeeksRejectsReversedDates(t *testing.T) {
	if _, err := ChargeableWeeks(date(2024, 5, 2), date(2024, 5, 1)); err == nil {
		t.Fatal("expected an error")
	}
}

func TestCivilDaysIgnoresTimeOfDay(t *testing.T) {
	a := time.Date(2024, 3, 30, 23, 0, 0, 0, time.UTC)
	b := time.Date(2024, 3, 31, 1, 0, 0, 0, time.UTC)
	if got := civilDays(a, b); got != 1 {
		t.Errorf("civilDays = %d, want 1", got)
	}
}

func TestHireCharge(t *testing.T) {
	b := design.Bill{catalog.Tube21: 10, catalog.Board13: 5}
	got, err := HireCharge(b, 4)
	if err != nil {
		t.Fatal(err)
	}
	if want := int64((10*95 + 5*60) * 4); got != want {
		t.Errorf("hire = %d, want %d", got, want)
	}
}

func TestLabour(t *testing.T) {
	erect, dismantle := Labour(2500, DefaultRates())
	if erect != 45000 {
		t.Errorf("erect = %d, want 45000", erect)
	}
	if dismantle != 27000 {
		t.Errorf("dismantle = %d, want 27000", dismantle)
	}
}

func TestTransport(t *testing.T) {
	r := DefaultRates()
	if loads, p := Transport(0, r); loads != 0 || p != 0 {
		t.Errorf("empty: %d loads, %d", loads, p)
	}
	loads, p := Transport(8001, r)
	if loads != 2 || p != 4*9500 {
		t.Errorf("8001 kg: %d loads, %d pence", loads, p)
	}
}
