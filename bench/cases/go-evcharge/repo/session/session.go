// Package session bills charging sessions on a time-of-use tariff.
package session

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"example.com/evcharge/tariff"
)

// Session is one car's charge: plugged in at Start, unplugged at End, EnergyWh delivered.
type Session struct {
	Charger  string
	Start    time.Time
	End      time.Time
	EnergyWh int
}

// Line is one band's share of a session.
type Line struct {
	Band    string
	Minutes int
	Wh      int
	Pence   int
}

// Bill is a session's priced lines, in order of first use, and the total.
type Bill struct {
	Lines []Line
	Total int
}

// Minutes is the session's length in whole minutes (a started minute counts).
func (s Session) Minutes() int {
	d := s.End.Sub(s.Start)
	m := int(d / time.Minute)
	if d%time.Minute != 0 {
		m++
	}
	return m
}

// Price spreads the energy evenly over the session's minutes and prices each band's share.
func Price(s Session, t tariff.Tariff) (Bill, error) {
	if !s.End.After(s.Start) {
		return Bill{}, fmt.Errorf("session %s: ends before it starts", s.Charger)
	}
	if s.EnergyWh < 0 {
		return Bill{}, fmt.Errorf("session %s: negative energy", s.Charger)
	}
	total := s.Minutes()
	minutes := map[string]int{}
	rate := map[string]int{}
	var order []string
	start := s.Start.Hour()*60 + s.Start.Minute()
	for i := 0; i < total; i++ {
		b := t.BandAt(start + i)
		if _, seen := minutes[b.Name]; !seen {
			order = append(order, b.Name)
			rate[b.Name] = b.PencePerKWh
		}
		minutes[b.Name]++
	}
	var bill Bill
	given := 0
	for i, name := range order {
		wh := s.EnergyWh * minutes[name] / total
		if i == len(order)-1 {
			wh = s.EnergyWh - given // the last band takes the rounding remainder
		}
		given += wh
		pence := (wh*rate[name] + 500) / 1000
		bill.Lines = append(bill.Lines, Line{Band: name, Minutes: minutes[name], Wh: wh, Pence: pence})
		bill.Total += pence
	}
	return bill, nil
}

// Format prints a bill, one line a band, then the total.
func Format(b Bill) string {
	var sb strings.Builder
	for _, l := range b.Lines {
		fmt.Fprintf(&sb, "%-6s %4d min %7.2f kWh  £%d.%02d\n", l.Band, l.Minutes, float64(l.Wh)/1000, l.Pence/100, l.Pence%100)
	}
	fmt.Fprintf(&sb, "total                        £%d.%02d\n", b.Total/100, b.Total%100)
	return sb.String()
}

// ByBand totals the minutes a set of bills spent in each band, sorted by band name.
func ByBand(bills []Bill) []Line {
	sum := map[string]*Line{}
	for _, b := range bills {
		for _, l := range b.Lines {
			acc, ok := sum[l.Band]
			if !ok {
				acc = &Line{Band: l.Band}
				sum[l.Band] = acc
			}
			acc.Minutes += l.Minutes
			acc.Wh += l.Wh
			acc.Pence += l.Pence
		}
	}
	out := make([]Line, 0, len(sum))
	for _, l := range sum {
		out = append(out, *l)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Band < out[j].Band })
	return out
}
