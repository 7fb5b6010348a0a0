package rota

import (
	"testing"
	"time"
)

var monday = time.Date(2024, 1, 1, 9, 0, 0, 0, time.UTC)

func daily() Rotation {
	return Rotation{Members: []string{"alice", "bob", "carol"}, Start: monday, Shift: 24 * time.Hour}
}

func TestOnCallWalksTheMembers(t *testing.T) {
	r := daily()
	cases := []struct {
		at   time.Time
		want string
	}{
		{monday, "alice"},
		{monday.Add(23 * time.Hour), "alice"},
		{monday.Add(24 * time.Hour), "bob"},
		{monday.Add(50 * time.Hour), "carol"},
		{monday.Add(72 * time.Hour), "alice"},
		{monday.Add(-time.Minute), "carol"},
		{monday.Add(-49 * time.Hour), "alice"},
	}
	for _, c := range cases {
		if got := r.OnCall(c.at); got != c.want {
			t.Errorf("OnCall(%v) = %s, want %s", c.at, got, c.want)
		}
	}
}

func TestShiftAt(t *testing.T) {
	start, end := daily().ShiftAt(monday.Add(30 * time.Hour))
	if !start.Equal(monday.Add(24*time.Hour)) || !end.Equal(monday.Add(48*time.Hour)) {
		t.Errorf("ShiftAt = %v..%v", start, end)
	}
	start, _ = daily().ShiftAt(monday.Add(-time.Hour))
	if !start.Equal(monday.Add(-24 * time.Hour)) {
		t.Errorf("ShiftAt before the start = %v", start)
	}
}

func TestValidate(t *testing.T) {
	if err := daily().Validate(); err != nil {
		t.Fatal(err)
	}
	bad := []Rotation{
		{Shift: time.Hour},
		{Members: []string{"a"}},
		{Members: []string{"a", ""}, Shift: time.Hour},
		{Members: []string{"a", "a"}, Shift: time.Hour},
	}
	for _, r := range bad {
		if r.Validate() == nil {
			t.Errorf("Validate(%+v) accepted", r)
		}
	}
}
