package race

import (
	"fmt"
	"sort"
	"time"
)

// Mark is a timing mat on the course: its distance from the start and the
// elapsed time a runner crossed it.
type Mark struct {
	Metres  float64
	Elapsed time.Duration
}

// Split is the time taken over one stretch of the course.
type Split struct {
	From, To float64
	Time     time.Duration
}

// Splits gives the time at every whole kilometre, interpolated linearly
// between the timing mats, ending at the finish mat.
func Splits(marks []Mark) ([]Split, error) {
	if len(marks) == 0 {
		return nil, fmt.Errorf("race: no timing marks")
	}
	ms := append([]Mark(nil), marks...)
	sort.Slice(ms, func(i, j int) bool { return ms[i].Metres < ms[j].Metres })
	for i := 1; i < len(ms); i++ {
		if ms[i].Elapsed < ms[i-1].Elapsed {
			return nil, fmt.Errorf("race: time goes back at %.0f m", ms[i].Metres)
		}
	}
	total := ms[len(ms)-1].Metres
	var out []Split
	prevM, prevT := 0.0, time.Duration(0)
	for m := 1000.0; m < total; m += 1000 {
		t := elapsedAt(ms, m)
		out = append(out, Split{From: prevM, To: m, Time: t - prevT})
		prevM, prevT = m, t
	}
	out = append(out, Split{From: prevM, To: total, Time: ms[len(ms)-1].Elapsed - prevT})
	return out, nil
}

// elapsedAt interpolates the elapsed time at m metres; the start is 0 m at 0.
func elapsedAt(ms []Mark, m float64) time.Duration {
	lo := Mark{}
	for _, k := range ms {
		if k.Metres >= m {
			if k.Metres == lo.Metres {
				return k.Elapsed
			}
			f := (m - lo.Metres) / (k.Metres - lo.Metres)
			return lo.Elapsed + time.Duration(f*float64(k.Elapsed-lo.Elapsed))
		}
		lo = k
	}
	return lo.Elapsed
}

// NegativeSplit reports whether the second half of the race was run faster
// than the first.
func NegativeSplit(marks []Mark) (bool, error) {
	if len(marks) == 0 {
		return false, fmt.Errorf("race: no timing marks")
	}
	ms := append([]Mark(nil), marks...)
	sort.Slice(ms, func(i, j int) bool { return ms[i].Metres < ms[j].Metres })
	fin := ms[len(ms)-1]
	half := elapsedAt(ms, fin.Metres/2)
	return fin.Elapsed-half < half, nil
}
