package session

import (
	"testing"

	"kartrack/timing"
)

func TestClassify(t *testing.T) {
	entries, laps := heat()
	got := Classify(entries, laps)
	want := []struct {
		pos    int
		driver string
		laps   int
		total  int
		gap    string
	}{
		{1, "Ana Ribeiro", 4, 136000, ""},
		{2, "Dev Patel", 4, 136600, "+0.600"},
		{3, "Ben Okafor", 4, 137500, "+1.500"},
		{4, "Chloe Marsh", 3, 104700, "+1 lap"},
		{5, "Eve Lund", 0, 0, "+4 laps"},
	}
	if len(got) != len(want) {
		t.Fatalf("%d results, want %d", len(got), len(want))
	}
	for i, w := range want {
		r := got[i]
		if r.Position != w.pos || r.Driver != w.driver || r.Laps != w.laps || r.Total != ms(w.total) || r.Gap != w.gap {
			t.Errorf("P%d = %d %s %d laps %v %q, want %d %s %d laps %v %q",
				i+1, r.Position, r.Driver, r.Laps, r.Total, r.Gap, w.pos, w.driver, w.laps, ms(w.total), w.gap)
		}
	}
	if got[0].Best != ms(33700) || got[0].BestLap != 2 {
		t.Errorf("leader best = %v on lap %d, want 33.700 on lap 2", got[0].Best, got[0].BestLap)
	}
}

func TestClassifyTieOnTime(t *testing.T) {
	entries := []Entry{{Kart: 9, Driver: "Finn"}, {Kart: 4, Driver: "Gus"}, {Kart: 2, Driver: "Hal"}}
	laps := map[int][]timing.Lap{
		9: lapsOf(9, 35000, 34000),
		4: lapsOf(4, 34500, 34500),
		2: lapsOf(2, 34000, 35000),
	}
	got := Classify(entries, laps)
	// equal totals: best lap decides, then the kart number
	if got[0].Driver != "Hal" || got[1].Driver != "Finn" || got[2].Driver != "Gus" {
		t.Errorf("order = %s, %s, %s; want Hal, Finn, Gus", got[0].Driver, got[1].Driver, got[2].Driver)
	}
	if got[1].Gap != "+0.000" {
		t.Errorf("gap on equal time = %q, want +0.000", got[1].Gap)
	}
}

func TestFastestLap(t *testing.T) {
	entries, laps := heat()
	fl, ok := FastestLap(Classify(entries, laps))
	if !ok || fl.Driver != "Ana Ribeiro" || fl.Best != ms(33700) {
		t.Errorf("FastestLap = %s %v, %v; want Ana Ribeiro 33.700", fl.Driver, fl.Best, ok)
	}
	if _, ok := FastestLap(Classify([]Entry{{Kart: 1, Driver: "Ida"}}, nil)); ok {
		t.Error("FastestLap found a lap in a session without laps")
	}
}
