package hours

import "testing"

func shift(dayIdx, startH, endH int) Shift {
	return Shift{Start: dayIdx*day + startH*60, End: dayIdx*day + endH*60}
}

func TestSplitUnderLimit(t *testing.T) {
	w := Split([]Shift{shift(0, 9, 17), shift(1, 9, 17)})
	if w.Ordinary != 16*60 || w.Overtime != 0 {
		t.Fatalf("got %+v", w)
	}
}

func TestSplitOverLimit(t *testing.T) {
	var s []Shift
	for d := 0; d < 5; d++ {
		s = append(s, shift(d, 8, 17))
	}
	w := Split(s)
	if w.Ordinary != OrdinaryLimit || w.Overtime != 45*60-OrdinaryLimit {
		t.Fatalf("got %+v", w)
	}
}

func TestNightMinutes(t *testing.T) {
	w := Split([]Shift{{Start: 21 * 60, End: day + 7*60}})
	if w.Night != 8*60 {
		t.Fatalf("night = %d, want %d", w.Night, 8*60)
	}
}
