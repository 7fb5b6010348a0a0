package turnpike

import "time"

// Window counts requests in fixed windows of the rate's period and
// estimates a sliding window from the current and the previous one: the
// previous window's count weighs by the share of it that still overlaps
// the sliding window.
type Window struct {
	rate  Rate
	start time.Time
	cur   int
	prev  int
}

// NewWindow returns an empty window starting at now.
func NewWindow(r Rate, now time.Time) *Window {
	return &Window{rate: r, start: now}
}

func (w *Window) roll(now time.Time) {
	elapsed := now.Sub(w.start)
	if elapsed < w.rate.Per {
		return
	}
	if elapsed < 2*w.rate.Per {
		w.prev = w.cur
	} else {
		w.prev = 0
	}
	w.cur = 0
	w.start = w.start.Add(elapsed / w.rate.Per * w.rate.Per)
}

// estimate is the sliding count at now.
func (w *Window) estimate(now time.Time) float64 {
	overlap := 1 - float64(now.Sub(w.start))/float64(w.rate.Per)
	return float64(w.prev)*overlap + float64(w.cur)
}

// Take counts one request if the sliding count stays within the rate.
func (w *Window) Take(now time.Time) bool {
	w.roll(now)
	if w.estimate(now)+1 > float64(w.rate.Count) {
		return false
	}
	w.cur++
	return true
}

// Remaining is how many more requests the window allows at now.
func (w *Window) Remaining(now time.Time) int {
	w.roll(now)
	left := float64(w.rate.Count) - w.estimate(now)
	if left < 0 {
		return 0
	}
	return int(left)
}
