package slots

import "sort"

// interval is a half-open range of minutes since midnight: [start, end).
type interval struct {
	start, end int
}

func (iv interval) length() int { return iv.end - iv.start }

// overlaps reports whether two half-open intervals share at least one minute.
func overlaps(a, b interval) bool {
	return a.start < b.end && b.start < a.end
}

// subtract removes busy from every interval of free, splitting an interval
// that busy falls inside. The result stays sorted when free was.
func subtract(free []interval, busy interval) []interval {
	out := make([]interval, 0, len(free)+1)
	for _, f := range free {
		if !overlaps(f, busy) {
			out = append(out, f)
			continue
		}
		if f.start < busy.start {
			out = append(out, interval{f.start, busy.start})
		}
		if busy.end < f.end {
			out = append(out, interval{busy.end, f.end})
		}
	}
	return out
}

// sortIntervals orders intervals by start, then by end.
func sortIntervals(ivs []interval) {
	sort.Slice(ivs, func(i, j int) bool {
		if ivs[i].start != ivs[j].start {
			return ivs[i].start < ivs[j].start
		}
		return ivs[i].end < ivs[j].end
	})
}
