package rota

import (
	"sort"
	"time"
)

// Handoff is a moment the pager changes hands.
type Handoff struct {
	At     time.Time
	From   string
	To     string
	Reason string // the reason of the override that starts or ends here, if any
}

// Handoffs lists the handoffs in [from, to), in time order.
func (s Schedule) Handoffs(from, to time.Time) []Handoff {
	var moments []time.Time
	start, _ := s.Rotation.ShiftAt(from)
	for t := start.Add(s.Rotation.Shift); t.Before(to); t = t.Add(s.Rotation.Shift) {
		moments = append(moments, t)
	}
	reasons := map[time.Time]string{}
	for _, o := range s.Overrides {
		for _, t := range []time.Time{o.From, o.To} {
			if !t.Before(from) && t.Before(to) {
				moments = append(moments, t)
				reasons[t] = o.Reason
			}
		}
	}
	sort.Slice(moments, func(i, j int) bool { return moments[i].Before(moments[j]) })

	var out []Handoff
	var last time.Time
	for i, t := range moments {
		if i > 0 && t.Equal(last) {
			continue
		}
		last = t
		before, after := s.Who(t.Add(-time.Nanosecond)), s.Who(t)
		if before != after {
			out = append(out, Handoff{At: t, From: before, To: after, Reason: reasons[t]})
		}
	}
	return out
}
