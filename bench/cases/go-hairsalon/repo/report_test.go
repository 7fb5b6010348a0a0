package hairsalon

import (
	"strings"
	"testing"
)

func TestUtilisation(t *testing.T) {
	d := testDiary(t)
	mustBook(t, d, "A", "Ben", "COL-T", at(monday, 10, 0))
	mustBook(t, d, "B", "Ben", "CUT-W", at(monday, 12, 0))
	c := mustBook(t, d, "C", "Ben", "CUT-W", at(monday, 14, 0))
	_ = d.SetStatus(c.ID, NoShow)
	u, err := d.Utilisation("Ben", monday)
	if err != nil {
		t.Fatal(err)
	}
	if u != 37 { // 180 of 480 minutes
		t.Errorf("utilisation %d", u)
	}
	if _, err := d.Utilisation("Ana", monday); err == nil {
		t.Error("Ana is off on Mondays")
	}
}

func TestNoShowRate(t *testing.T) {
	d := testDiary(t)
	for i, st := range []Status{Done, NoShow, Done, Booked} {
		a := mustBook(t, d, "Mr Hale", "Ben", "CUT-M", at(monday, 10+i, 0))
		_ = d.SetStatus(a.ID, st)
	}
	if r := d.NoShowRate("Mr Hale"); r != 33 {
		t.Errorf("rate %d", r)
	}
	if d.NoShowRate("Nobody") != 0 {
		t.Error("rate for a stranger")
	}
}

func TestDaySheetAndBusiest(t *testing.T) {
	d := testDiary(t)
	mustBook(t, d, "Mrs Okafor", "Ana", "HL-H", at(tuesday, 9, 0))
	a := mustBook(t, d, "Mr Hale", "Ben", "CUT-M", at(tuesday, 10, 0))
	_ = d.SetStatus(a.ID, Done)
	mustBook(t, d, "Ms Grey", "Ben", "CUT-W", at(tuesday, 11, 0))
	sheet := d.DaySheet(tuesday)
	if len(sheet) != 3 || !strings.HasPrefix(sheet[0], "09:00-11:30 Ana") || !strings.HasSuffix(sheet[1], "Gents cut [done]") {
		t.Errorf("sheet:\n%s", strings.Join(sheet, "\n"))
	}
	if b := d.Busiest(tuesday); len(b) != 2 || b[0] != "Ana" {
		t.Errorf("busiest %v", b)
	}
}
