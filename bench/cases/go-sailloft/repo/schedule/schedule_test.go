package schedule

import (
	"reflect"
	"testing"
	"time"
)

// Monday 3 March 2025.
var monday = Date(2025, time.March, 3)

func board(t *testing.T) *Board {
	b := NewBoard(7)
	jobs := []Job{
		{Ref: "N-101", Customer: "Pike", Due: Date(2025, time.March, 14), Hours: 18},
		{Ref: "R-220", Customer: "Osei", Due: Date(2025, time.March, 5), Hours: 3},
		{Ref: "N-102", Customer: "Lund", Due: Date(2025, time.March, 21), Hours: 20},
		{Ref: "R-221", Customer: "Hale", Due: Date(2025, time.March, 10), Hours: 5, Rush: true},
	}
	for _, j := range jobs {
		if err := b.Add(j); err != nil {
			t.Fatal(err)
		}
	}
	return b
}

func TestWorkingDays(t *testing.T) {
	b := NewBoard(7)
	if got := b.WorkingDaysBetween(monday, Date(2025, time.March, 10)); got != 5 {
		t.Errorf("Mon to next Mon = %d, want 5", got)
	}
	if got := b.WorkingDaysBetween(Date(2025, time.March, 10), monday); got != 0 {
		t.Errorf("backwards = %d, want 0", got)
	}
	b.Holiday(Date(2025, time.March, 5))
	if got := b.WorkingDaysBetween(monday, Date(2025, time.March, 7)); got != 3 {
		t.Errorf("with a holiday = %d, want 3", got)
	}
	if got := b.AddWorkingDays(Date(2025, time.March, 7), 1); !got.Equal(Date(2025, time.March, 10)) {
		t.Errorf("Friday + 1 = %v", got)
	}
	if got := b.AddWorkingDays(monday, 2); !got.Equal(Date(2025, time.March, 6)) {
		t.Errorf("Monday + 2 over a holiday = %v", got)
	}
}

func TestAddRejects(t *testing.T) {
	b := board(t)
	if err := b.Add(Job{Ref: "N-101", Hours: 2}); err == nil {
		t.Error("duplicate ref accepted")
	}
	if err := b.Add(Job{Ref: "N-900"}); err == nil {
		t.Error("job with no hours accepted")
	}
}

func refs(jobs []Job) []string {
	out := make([]string, len(jobs))
	for i, j := range jobs {
		out[i] = j.Ref
	}
	return out
}

func TestOrder(t *testing.T) {
	got := refs(board(t).Order())
	want := []string{"R-221", "R-220", "N-101", "N-102"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Order() = %v, want %v", got, want)
	}
}

func TestPlan(t *testing.T) {
	slots := board(t).Plan(monday)
	want := map[string]time.Time{
		"R-221": Date(2025, time.March, 4), // 5 h on Tuesday
		"R-220": Date(2025, time.March, 5), // 2 h Tue, 1 h Wed
		"N-101": Date(2025, time.March, 7), // 6 Wed, 7 Thu, 5 Fri
		"N-102": Date(2025, time.March, 12),
	}
	for _, s := range slots {
		if !s.Finish.Equal(want[s.Job.Ref]) {
			t.Errorf("%s finishes %s, want %s", s.Job.Ref, s.Finish.Format("Mon 2 Jan"), want[s.Job.Ref].Format("Mon 2 Jan"))
		}
	}
}

func TestLate(t *testing.T) {
	b := board(t)
	if got := b.Late(monday); len(got) != 0 {
		t.Errorf("Late() = %v, want none", got)
	}
	b.Jobs[1].Due = Date(2025, time.March, 4)
	if got := b.Late(monday); !reflect.DeepEqual(got, []string{"R-220"}) {
		t.Errorf("Late() = %v, want [R-220]", got)
	}
}
