package inspection

import (
	"testing"
	"time"
)

var morning = time.Date(2024, 8, 10, 9, 0, 0, 0, time.UTC)

func fixture() *Log {
	l := &Log{}
	l.Add(Record{RideID: "waltzer", Check: Daily.Name, At: morning.Add(-1 * time.Hour), By: "Sam", Passed: true})
	l.Add(Record{RideID: "waltzer", Check: Weekly.Name, At: morning.Add(-72 * time.Hour), By: "Sam", Passed: true})
	l.Add(Record{RideID: "drop", Check: Daily.Name, At: morning.Add(-2 * time.Hour), By: "Jo", Passed: true})
	l.Add(Record{RideID: "drop", Check: Weekly.Name, At: morning.Add(-24 * time.Hour), By: "Jo", Passed: true})
	l.Add(Record{RideID: "teacups", Check: Daily.Name, At: morning.Add(-30 * time.Hour), By: "Jo", Passed: true})
	l.Add(Record{RideID: "teacups", Check: Daily.Name, At: morning.Add(-1 * time.Hour), By: "Jo", Passed: false})
	l.Add(Record{RideID: "teacups", Check: Weekly.Name, At: morning.Add(-100 * time.Hour), By: "Jo", Passed: true})
	return l
}

func TestLast(t *testing.T) {
	l := fixture()
	r, ok := l.Last("teacups", Daily.Name)
	if !ok || !r.At.Equal(morning.Add(-30*time.Hour)) {
		t.Errorf("Last(teacups, daily) = %+v, %v; a failed check must not count", r, ok)
	}
	if _, ok := l.Last("ghost", Daily.Name); ok {
		t.Error("Last found a record for an unknown ride")
	}
}

func TestDue(t *testing.T) {
	l := fixture()
	if due := l.Due("waltzer", morning, Daily, Weekly); len(due) != 0 {
		t.Errorf("waltzer due %v", due)
	}
	if due := l.Due("teacups", morning, Daily, Weekly); len(due) != 1 || due[0] != Daily.Name {
		t.Errorf("teacups due %v", due)
	}
	if due := l.Due("waltzer", morning.Add(96*time.Hour), Weekly); len(due) != 1 {
		t.Errorf("waltzer weekly after a week: due %v", due)
	}
}

func TestBoard(t *testing.T) {
	l := fixture()
	kinds := map[string]string{"waltzer": "family", "drop": "thrill", "teacups": "kiddie"}
	limits := WindLimits{"thrill": 30, "family": 40}
	got := l.Board(kinds, limits, 35, morning)
	want := []Status{
		{RideID: "drop", Open: false, Reason: "wind 35 mph over 30"},
		{RideID: "teacups", Open: false, Reason: "due: daily walk-round"},
		{RideID: "waltzer", Open: true},
	}
	if len(got) != len(want) {
		t.Fatalf("Board = %+v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("Board[%d] = %+v, want %+v", i, got[i], want[i])
		}
	}
}
