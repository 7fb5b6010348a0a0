package inspect

import (
	"testing"
	"time"
)

func at(d, h int) time.Time {
	return time.Date(2024, time.March, d, h, 0, 0, 0, time.UTC)
}

func TestNothingDueBeforeHandover(t *testing.T) {
	if _, ok := NextDue(nil); ok {
		t.Fatal("nothing should be due on an empty register")
	}
	if Overdue(nil, at(10, 9)) {
		t.Fatal("empty register cannot be overdue")
	}
}

func TestHandoverNeedsInspection(t *testing.T) {
	events := []Event{{Kind: Handover, At: at(4, 8)}}
	due, ok := NextDue(events)
	if !ok || !due.Equal(at(4, 8)) {
		t.Errorf("due %v %v, want handover time", due, ok)
	}
}

func TestWeeklyInterval(t *testing.T) {
	events := []Event{
		{Kind: Inspection, At: at(4, 10), By: "R. Patel"},
		{Kind: Handover, At: at(4, 8)},
	}
	due, _ := NextDue(events)
	if want := at(11, 10); !due.Equal(want) {
		t.Errorf("due %v, want %v", due, want)
	}
	if Overdue(events, at(11, 9)) {
		t.Error("not overdue on the seventh day")
	}
	if !Overdue(events, at(11, 11)) {
		t.Error("overdue after seven days")
	}
}

func TestAlterationResetsDue(t *testing.T) {
	events := []Event{
		{Kind: Handover, At: at(4, 8)},
		{Kind: Inspection, At: at(4, 10)},
		{Kind: Alteration, At: at(6, 14), Note: "extra lift at east end"},
	}
	if !Overdue(events, at(6, 15)) {
		t.Error("altered scaffold needs inspecting before use")
	}
	events = append(events, Event{Kind: Inspection, At: at(6, 16)})
	due, _ := NextDue(events)
	if want := at(13, 16); !due.Equal(want) {
		t.Errorf("due %v, want %v", due, want)
	}
}

func TestRegister(t *testing.T) {
	lines := Register([]Event{
		{Kind: Inspection, At: at(4, 10), By: "R. Patel", Note: "ok"},
		{Kind: Handover, At: at(4, 8), By: "site"},
	})
	want := []string{
		"Mon 04 Mar 2024 08:00  Handover    site",
		"Mon 04 Mar 2024 10:00  Inspection  R. Patel  ok",
	}
	if len(lines) != len(want) {
		t.Fatalf("got %d lines", len(lines))
	}
	for i := range want {
		if lines[i] != want[i] {
			t.Errorf("line %d: %q, want %q", i, lines[i], want[i])
		}
	}
}
