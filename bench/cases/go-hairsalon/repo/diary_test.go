package hairsalon

import (
	"errors"
	"testing"
	"time"
)

func TestBookAndClash(t *testing.T) {
	d := testDiary(t)
	a := mustBook(t, d, "Mrs Okafor", "Ana", "CUT-W", at(tuesday, 10, 0))
	if a.ID != 1 || a.Status != Booked {
		t.Errorf("got %+v", a)
	}
	if _, err := d.Book("Mr Hale", "Ana", "CUT-M", at(tuesday, 10, 30)); !errors.Is(err, ErrClash) {
		t.Errorf("overlapping booking: %v", err)
	}
	// back to back is fine
	mustBook(t, d, "Mr Hale", "Ana", "CUT-M", at(tuesday, 11, 0))
	// another stylist at the same time is fine
	mustBook(t, d, "Ms Grey", "Ben", "CUT-W", at(tuesday, 10, 0))
}

func TestBookChecks(t *testing.T) {
	d := testDiary(t)
	if _, err := d.Book("Ms Grey", "Cara", "COL-R", at(wednesday, 10, 0)); !errors.Is(err, ErrNotTrained) {
		t.Errorf("junior colour: %v", err)
	}
	if _, err := d.Book("Ms Grey", "Ana", "HL-H", at(tuesday, 15, 30)); !errors.Is(err, ErrOffRota) {
		t.Errorf("past the end of the shift: %v", err)
	}
	if _, err := d.Book("Ms Grey", "Dev", "CUT-W", at(tuesday, 10, 0)); err == nil {
		t.Error("unknown stylist")
	}
	if _, err := d.Book("Ms Grey", "Ana", "PERM", at(tuesday, 10, 0)); err == nil {
		t.Error("unknown service")
	}
}

func TestCancelledFreesTheSlot(t *testing.T) {
	d := testDiary(t)
	a := mustBook(t, d, "Mrs Okafor", "Ben", "COL-T", at(monday, 14, 0))
	if err := d.SetStatus(a.ID, Cancelled); err != nil {
		t.Fatal(err)
	}
	mustBook(t, d, "Mr Hale", "Ben", "CUT-M", at(monday, 15, 0))
	if err := d.SetStatus(99, Done); !errors.Is(err, ErrNoSuchAppt) {
		t.Errorf("got %v", err)
	}
}

func TestDayOrder(t *testing.T) {
	d := testDiary(t)
	mustBook(t, d, "C", "Ben", "CUT-M", at(tuesday, 11, 0))
	mustBook(t, d, "B", "Ben", "CUT-M", at(tuesday, 10, 0))
	mustBook(t, d, "A", "Ana", "CUT-M", at(tuesday, 10, 0))
	mustBook(t, d, "X", "Ben", "CUT-M", at(wednesday, 10, 0))
	var got []string
	for _, a := range d.Day(tuesday) {
		got = append(got, a.Client)
	}
	if len(got) != 3 || got[0] != "A" || got[1] != "B" || got[2] != "C" {
		t.Errorf("day order %v", got)
	}
}

func TestFreeSlots(t *testing.T) {
	d := testDiary(t)
	mustBook(t, d, "Mrs Okafor", "Ben", "CUT-W", at(monday, 11, 0))
	mustBook(t, d, "Mr Hale", "Ben", "COL-T", at(monday, 13, 0))
	slots, err := d.FreeSlots("Ben", "CUT-W", monday, 30*time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range slots {
		got = append(got, s.Format("15:04"))
	}
	want := []string{"10:00", "12:00", "15:00", "15:30", "16:00", "16:30", "17:00"}
	if len(got) != len(want) {
		t.Fatalf("slots %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("slots %v, want %v", got, want)
		}
	}
	none, _ := d.FreeSlots("Ana", "CUT-W", monday, 30*time.Minute)
	if len(none) != 0 {
		t.Errorf("Ana is off on Mondays: %v", none)
	}
}

func TestStatusString(t *testing.T) {
	if NoShow.String() != "no-show" || Status(7).String() != "Status(7)" {
		t.Error(NoShow.String())
	}
}
