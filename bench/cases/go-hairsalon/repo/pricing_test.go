package hairsalon

import "testing"

func doneVisit(t *testing.T, d *Diary) {
	t.Helper()
	a := mustBook(t, d, "Ms Grey", "Ana", "CUT-W", at(tuesday, 10, 0))
	b := mustBook(t, d, "Ms Grey", "Ben", "COL-R", at(tuesday, 11, 0))
	mustBook(t, d, "Ms Grey", "Ben", "BLOW", at(tuesday, 12, 30)) // still booked, not billed
	for _, id := range []int{a.ID, b.ID} {
		if err := d.SetStatus(id, Done); err != nil {
			t.Fatal(err)
		}
	}
}

func TestBillFor(t *testing.T) {
	d := testDiary(t)
	doneVisit(t, d)
	b, err := d.BillFor("Ms Grey", tuesday, NoConcession)
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Lines) != 2 {
		t.Fatalf("lines %+v", b.Lines)
	}
	// Ana is a director (+30%), Ben a senior (+15%): £67.50 + £75.00
	if b.Lines[0].Price != 6750 || b.Lines[1].Price != 7500 || b.Total() != 14250 {
		t.Errorf("bill %+v total %v", b.Lines, b.Total())
	}
}

func TestConcessions(t *testing.T) {
	d := testDiary(t)
	doneVisit(t, d)
	b, _ := d.BillFor("Ms Grey", tuesday, Student)
	if b.Lines[0].Discount != 675 || b.Total() != 14250-675-750 {
		t.Errorf("student discount %+v", b.Lines)
	}
	b, _ = d.BillFor("Ms Grey", tuesday, Senior60)
	if b.Total() != 14250-1013-1125 {
		t.Errorf("over-60 total %v", b.Total())
	}
	if _, err := d.BillFor("Ms Grey", tuesday, "staff"); err == nil {
		t.Error("unknown concession accepted")
	}
}

func TestNoConcessionAtWeekends(t *testing.T) {
	d := testDiary(t)
	a := mustBook(t, d, "Ms Grey", "Ana", "CUT-W", at(saturday, 10, 0))
	_ = d.SetStatus(a.ID, Done)
	b, _ := d.BillFor("Ms Grey", saturday, Student)
	if b.Lines[0].Discount != 0 {
		t.Errorf("student discount on a Saturday: %v", b.Lines[0].Discount)
	}
	if _, err := d.BillFor("Mr Nobody", saturday, NoConcession); err == nil {
		t.Error("bill with no lines")
	}
}
