package hairsalon

import (
	"testing"
	"time"
)

// Tuesday 10 March 2026, and the days around it.
var (
	monday    = time.Date(2026, 3, 9, 0, 0, 0, 0, time.UTC)
	tuesday   = monday.AddDate(0, 0, 1)
	wednesday = monday.AddDate(0, 0, 2)
	saturday  = monday.AddDate(0, 0, 5)
)

func at(day time.Time, h, m int) time.Time {
	return day.Add(time.Duration(h)*time.Hour + time.Duration(m)*time.Minute)
}

func testMenu(t *testing.T) Menu {
	t.Helper()
	m, err := NewMenu(
		Service{Code: "CUT-W", Name: "Cut and finish", Category: Cut, Minutes: 60, Price: Pounds(52)},
		Service{Code: "CUT-M", Name: "Gents cut", Category: Cut, Minutes: 30, Price: Pounds(28)},
		Service{Code: "BLOW", Name: "Blow-dry", Category: Finish, Minutes: 30, Price: Pounds(30)},
		Service{Code: "COL-T", Name: "Full tint", Category: Colour, Minutes: 120, Price: Pounds(85)},
		Service{Code: "COL-R", Name: "Root tint", Category: Colour, Minutes: 90, Price: Pounds(65)},
		Service{Code: "HL-H", Name: "Half-head highlights", Category: Colour, Minutes: 150, Price: Pounds(110)},
		Service{Code: "TREAT", Name: "Bond treatment", Category: Treat, Minutes: 30, Price: Pounds(25)},
	)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func testTeam() Team {
	all := map[Category]bool{Cut: true, Colour: true, Finish: true, Treat: true}
	weekdays := func(from, to time.Weekday, sh Shift) map[time.Weekday]Shift {
		r := map[time.Weekday]Shift{}
		for d := from; d <= to; d++ {
			r[d] = sh
		}
		return r
	}
	return Team{
		"Ana":  {Name: "Ana", Level: Director, Skills: all, Rota: weekdays(time.Tuesday, time.Saturday, Shift{HM(9, 0), HM(17, 30)})},
		"Ben":  {Name: "Ben", Level: Senior, Skills: map[Category]bool{Cut: true, Colour: true, Finish: true}, Rota: weekdays(time.Monday, time.Friday, Shift{HM(10, 0), HM(18, 0)})},
		"Cara": {Name: "Cara", Level: Junior, Skills: map[Category]bool{Cut: true, Finish: true, Treat: true, Colour: true}, Rota: weekdays(time.Wednesday, time.Saturday, Shift{HM(9, 0), HM(17, 0)})},
	}
}

func testDiary(t *testing.T) *Diary {
	t.Helper()
	return NewDiary(testMenu(t), testTeam())
}

func mustBook(t *testing.T, d *Diary, client, stylist, code string, start time.Time) Appointment {
	t.Helper()
	a, err := d.Book(client, stylist, code, start)
	if err != nil {
		t.Fatalf("booking %s with %s for %s at %s: %v", client, stylist, code, start.Format("Mon 15:04"), err)
	}
	return a
}
