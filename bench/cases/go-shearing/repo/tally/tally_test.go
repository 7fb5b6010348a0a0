package tally

import (
	"reflect"
	"strings"
	"testing"

	"shearing/flock"
)

const sheet = `
# Tuesday, four runs
1 Mick 48 ewes
1 Jacko 52 ewes
1 Tess 44 ewes
2 Mick 50 ewes
2 Jacko 47 ewes
2 Tess 49 ewes
3 Mick 30 wethers
3 Mick 14 rams   # the rams went to Mick's pen
3 Jacko 46 wethers
3 Tess 51 wethers
4 Mick 58 lambs
4 Jacko 61 lambs
4 Tess 63 lambs
`

func TestParseSheet(t *testing.T) {
	d, err := ParseSheet("2024-10-08", 4, sheet)
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Shearers) != 3 {
		t.Fatalf("%d shearers", len(d.Shearers))
	}
	mick := d.Shearers[0]
	if mick.Name != "Mick" || mick.Stand != 1 || mick.Total() != 200 {
		t.Errorf("Mick: %+v total %d", mick, mick.Total())
	}
	if got := mick.RunTotal(3); got != 44 {
		t.Errorf("Mick run 3 = %d", got)
	}
	if got := d.Total(); got != 613 {
		t.Errorf("Total = %d", got)
	}
	if got := d.RunTotals(); !reflect.DeepEqual(got, []int{144, 146, 141, 182}) {
		t.Errorf("RunTotals = %v", got)
	}
	want := map[flock.Class]int{flock.Ewe: 290, flock.Wether: 127, flock.Ram: 14, flock.Lamb: 182}
	if got := d.ByClass(); !reflect.DeepEqual(got, want) {
		t.Errorf("ByClass = %v", got)
	}
}

func TestTopGun(t *testing.T) {
	d, err := ParseSheet("2024-10-08", 4, sheet)
	if err != nil {
		t.Fatal(err)
	}
	if top := d.TopGun(); top.Name != "Tess" {
		t.Errorf("TopGun = %s (%d)", top.Name, top.Total())
	}
	if NewDay("x", 4).TopGun() != nil {
		t.Error("empty board: want nil")
	}
	tie := NewDay("x", 1)
	_ = tie.Record("A", Entry{Run: 1, Class: flock.Ewe, Head: 10})
	_ = tie.Record("B", Entry{Run: 1, Class: flock.Ewe, Head: 10})
	if tie.TopGun().Name != "A" {
		t.Error("tie: want the lower stand")
	}
}

func TestRecordErrors(t *testing.T) {
	d := NewDay("x", 4)
	if err := d.Record("Mick", Entry{Run: 5, Class: flock.Ewe, Head: 10}); err == nil {
		t.Error("run 5 of 4: want an error")
	}
	if err := d.Record("Mick", Entry{Run: 1, Class: flock.Ewe, Head: 0}); err == nil {
		t.Error("0 head: want an error")
	}
	if len(d.Shearers) != 0 {
		t.Error("a rejected count must not add a stand")
	}
}

func TestParseSheetErrors(t *testing.T) {
	for _, text := range []string{"1 Mick 48", "one Mick 48 ewes", "1 Mick many ewes", "1 Mick 48 goats", "9 Mick 48 ewes"} {
		_, err := ParseSheet("x", 4, text)
		if err == nil || !strings.Contains(err.Error(), "line 1") {
			t.Errorf("ParseSheet(%q) = %v; want a line 1 error", text, err)
		}
	}
}
