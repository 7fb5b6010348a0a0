package timing

import (
	"fmt"
	"sort"
	"time"
)

// Lap is one completed lap of a kart. Number 1 is the first full lap after the kart first crossed
// the loop (the out-lap from the pit lane is not counted).
type Lap struct {
	Kart   int
	Number int
	Time   time.Duration
	End    time.Duration // when the lap was completed, from the start of the session
}

// Laps splits passings into laps per kart. A passing less than minLap after the kart's previous
// counted passing is a double read of the loop and is ignored.
func Laps(passings []Passing, minLap time.Duration) map[int][]Lap {
	last := map[int]time.Duration{}
	seen := map[int]bool{}
	out := map[int][]Lap{}
	for _, p := range passings {
		if !seen[p.Kart] {
			seen[p.Kart] = true
			last[p.Kart] = p.At
			continue
		}
		d := p.At - last[p.Kart]
		if d < minLap {
			continue
		}
		out[p.Kart] = append(out[p.Kart], Lap{
			Kart:   p.Kart,
			Number: len(out[p.Kart]) + 1,
			Time:   d,
			End:    p.At,
		})
		last[p.Kart] = p.At
	}
	return out
}

// Best returns the fastest lap, or false when there is none.
func Best(laps []Lap) (Lap, bool) {
	if len(laps) == 0 {
		return Lap{}, false
	}
	best := laps[0]
	for _, l := range laps[1:] {
		if l.Time < best.Time {
			best = l
		}
	}
	return best, true
}

// Total is the sum of the lap times.
func Total(laps []Lap) time.Duration {
	var t time.Duration
	for _, l := range laps {
		t += l.Time
	}
	return t
}

// Average is the mean lap time, zero when there are no laps.
func Average(laps []Lap) time.Duration {
	if len(laps) == 0 {
		return 0
	}
	return Total(laps) / time.Duration(len(laps))
}

// Karts lists the kart numbers that have laps, in ascending order.
func Karts(laps map[int][]Lap) []int {
	ks := make([]int, 0, len(laps))
	for k := range laps {
		ks = append(ks, k)
	}
	sort.Ints(ks)
	return ks
}

// FormatLap writes a lap time as "m:ss.mmm", or "ss.mmm" under a minute.
func FormatLap(d time.Duration) string {
	if d < 0 {
		return "-" + FormatLap(-d)
	}
	ms := d.Milliseconds()
	m := ms / 60000
	s := (ms % 60000) / 1000
	frac := ms % 1000
	if m == 0 {
		return fmt.Sprintf("%d.%03d", s, frac)
	}
	return fmt.Sprintf("%d:%02d.%03d", m, s, frac)
}
