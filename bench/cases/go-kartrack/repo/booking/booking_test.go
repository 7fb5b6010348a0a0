package booking

import (
	"errors"
	"testing"
	"time"
)

var (
	tuesdayAfternoon = time.Date(2025, 3, 11, 14, 0, 0, 0, time.UTC)
	tuesdayEvening   = time.Date(2025, 3, 11, 17, 0, 0, 0, time.UTC)
	saturdayMorning  = time.Date(2025, 3, 15, 10, 0, 0, 0, time.UTC)
)

func TestPeak(t *testing.T) {
	if Peak(tuesdayAfternoon) || !Peak(tuesdayEvening) || !Peak(saturdayMorning) {
		t.Errorf("peak: afternoon %v, evening %v, Saturday %v", Peak(tuesdayAfternoon), Peak(tuesdayEvening), Peak(saturdayMorning))
	}
}

func TestPrice(t *testing.T) {
	cases := []struct {
		name            string
		p               Product
		at              time.Time
		adults, juniors int
		want            Quote
	}{
		{"one adult off-peak", Arrive15, tuesdayAfternoon, 1, 0,
			Quote{Adults: 1, PerAdult: 2500, PerJunior: 1875, Total: 2500}},
		{"family at the weekend", Arrive30, saturdayMorning, 2, 2,
			Quote{Adults: 2, Juniors: 2, PerAdult: 5040, PerJunior: 3780, Total: 17640}},
		{"stag party", GrandPrix, tuesdayEvening, 10, 0,
			Quote{Adults: 10, PerAdult: 7800, PerJunior: 5850, GroupDiscount: 7800, Total: 70200}},
		{"junior birthday", Arrive15, tuesdayAfternoon, 1, 7,
			Quote{Adults: 1, Juniors: 7, PerAdult: 2500, PerJunior: 1875, GroupDiscount: 1563, Total: 14062}},
	}
	for _, c := range cases {
		got, err := Price(c.p, c.at, c.adults, c.juniors)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got != c.want {
			t.Errorf("%s: %+v, want %+v", c.name, got, c.want)
		}
	}
	if _, err := Price(Arrive15, tuesdayAfternoon, 0, 0); err == nil {
		t.Error("a booking without drivers was priced")
	}
}

func TestDiary(t *testing.T) {
	d := NewDiary()
	if err := d.Book(saturdayMorning, 8); err != nil {
		t.Fatal(err)
	}
	err := d.Book(saturdayMorning, 5)
	if !errors.Is(err, ErrFull) {
		t.Fatalf("overbooking: %v", err)
	}
	if err.Error() != "slot full: 4 of 12 places left" {
		t.Errorf("message %q", err)
	}
	if err := d.Book(saturdayMorning, 4); err != nil {
		t.Fatal(err)
	}
	if d.Free(saturdayMorning) != 0 || d.Free(tuesdayEvening) != 12 {
		t.Errorf("free: %d and %d", d.Free(saturdayMorning), d.Free(tuesdayEvening))
	}
	if err := d.Cancel(saturdayMorning, 3); err != nil || d.Free(saturdayMorning) != 3 {
		t.Errorf("cancel: %v, %d free", err, d.Free(saturdayMorning))
	}
	if err := d.Cancel(tuesdayEvening, 1); err == nil {
		t.Error("cancelled on an empty slot")
	}
	if err := d.Book(tuesdayEvening, 0); err == nil {
		t.Error("booked no drivers")
	}
}
