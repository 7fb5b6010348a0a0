package timetable

import (
	"testing"
	"time"
)

const sample = `
09:15 upper
09:00 lower
09:30 lower
`

func TestParseSortsByTime(t *testing.T) {
	tt, err := Parse(sample)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range tt.Departures {
		got = append(got, d.String())
	}
	want := []string{"09:00 lower", "09:15 upper", "09:30 lower"}
	if len(got) != len(want) {
		t.Fatalf("got %v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("departure %d = %q, want %q", i, got[i], want[i])
		}
	}
}

func TestParseRejectsBadTimes(t *testing.T) {
	for _, text := range []string{"24:00 lower", "9 lower", "09:61 upper", "09:00"} {
		if _, err := Parse(text); err == nil {
			t.Errorf("%q: want an error", text)
		}
	}
}

func TestNearestGivesTheDepartureAndTheLateness(t *testing.T) {
	tt, _ := Parse(sample)
	at := time.Date(2026, 4, 1, 9, 31, 20, 0, time.UTC)
	d, late, ok := tt.Nearest("lower", at)
	if !ok || d.String() != "09:30 lower" || late != 80*time.Second {
		t.Errorf("got %v %v %v", d, late, ok)
	}
	if _, _, ok := tt.Nearest("middle", at); ok {
		t.Error("no departures from middle")
	}
}
