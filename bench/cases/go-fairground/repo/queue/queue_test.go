package queue

import (
	"testing"
	"time"
)

var waltzer = Ride{Seats: 40, CycleMinutes: 4, LoadMinutes: 1.5}

func TestWait(t *testing.T) {
	cases := []struct {
		ahead int
		want  time.Duration
	}{
		{0, 0},
		{39, 0},
		{40, 6 * time.Minute},
		{95, 11 * time.Minute},
		{-3, 0},
	}
	for _, c := range cases {
		got, err := Wait(waltzer, c.ahead)
		if err != nil {
			t.Fatal(err)
		}
		if got != c.want {
			t.Errorf("Wait(%d) = %v, want %v", c.ahead, got, c.want)
		}
	}
	if _, err := Wait(Ride{}, 3); err != ErrNoSeats {
		t.Errorf("no seats: err = %v", err)
	}
}

func TestSign(t *testing.T) {
	cases := map[time.Duration]string{
		0:                "Walk on",
		4 * time.Minute:  "Walk on",
		6 * time.Minute:  "10 min wait",
		15 * time.Minute: "15 min wait",
		59 * time.Minute: "60 min wait",
		75 * time.Minute: "Over an hour",
	}
	for d, want := range cases {
		if got := Sign(d); got != want {
			t.Errorf("Sign(%v) = %q, want %q", d, got, want)
		}
	}
}
