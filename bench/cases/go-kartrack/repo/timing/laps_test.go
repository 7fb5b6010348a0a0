package timing

import (
	"testing"
	"time"
)

func ms(n int) time.Duration { return time.Duration(n) * time.Millisecond }

func TestLaps(t *testing.T) {
	ps := []Passing{
		{3, ms(30050)},
		{7, ms(31200)},
		{7, ms(31450)}, // double read
		{3, ms(64400)},
		{7, ms(65900)},
		{3, ms(98100)},
		{7, ms(100300)},
	}
	laps := Laps(ps, 20*time.Second)
	if got := Karts(laps); len(got) != 2 || got[0] != 3 || got[1] != 7 {
		t.Fatalf("Karts = %v, want [3 7]", got)
	}
	want3 := []Lap{{3, 1, ms(34350), ms(64400)}, {3, 2, ms(33700), ms(98100)}}
	want7 := []Lap{{7, 1, ms(34700), ms(65900)}, {7, 2, ms(34400), ms(100300)}}
	for kart, want := range map[int][]Lap{3: want3, 7: want7} {
		got := laps[kart]
		if len(got) != len(want) {
			t.Fatalf("kart %d: %d laps, want %d", kart, len(got), len(want))
		}
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("kart %d lap %d = %+v, want %+v", kart, i+1, got[i], want[i])
			}
		}
	}
}

func TestLapsWithoutFilter(t *testing.T) {
	ps := []Passing{{5, ms(1000)}, {5, ms(1300)}, {5, ms(40000)}}
	laps := Laps(ps, 0)
	if len(laps[5]) != 2 || laps[5][0].Time != ms(300) {
		t.Fatalf("Laps = %+v", laps[5])
	}
}

func TestBestTotalAverage(t *testing.T) {
	laps := []Lap{{1, 1, ms(35200), 0}, {1, 2, ms(34100), 0}, {1, 3, ms(34100), 0}, {1, 4, ms(36000), 0}}
	b, ok := Best(laps)
	if !ok || b.Number != 2 || b.Time != ms(34100) {
		t.Errorf("Best = %+v, %v; want lap 2 in 34.100", b, ok)
	}
	if got := Total(laps); got != ms(139400) {
		t.Errorf("Total = %v, want 2m19.4s", got)
	}
	if got := Average(laps); got != ms(34850) {
		t.Errorf("Average = %v, want 34.85s", got)
	}
	if _, ok := Best(nil); ok {
		t.Error("Best(nil) found a lap")
	}
	if Average(nil) != 0 {
		t.Error("Average(nil) is not zero")
	}
}

func TestFormatLap(t *testing.T) {
	cases := map[time.Duration]string{
		ms(34100):  "34.100",
		ms(5):      "0.005",
		ms(61005):  "1:01.005",
		ms(725400): "12:05.400",
		ms(-1250):  "-1.250",
		0:          "0.000",
	}
	for d, want := range cases {
		if got := FormatLap(d); got != want {
			t.Errorf("FormatLap(%v) = %q, want %q", d, got, want)
		}
	}
}
