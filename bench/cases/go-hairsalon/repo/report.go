package hairsalon

import (
	"fmt"
	"sort"
	"time"
)

// Utilisation is the share of a stylist's shift spent on appointments, in
// whole percent (rounded down), on the day of t. Cancelled and no-show
// appointments do not count.
func (d *Diary) Utilisation(stylist string, t time.Time) (int, error) {
	st, err := d.team.Get(stylist)
	if err != nil {
		return 0, err
	}
	sh, ok := st.ShiftOn(t)
	if !ok {
		return 0, fmt.Errorf("%s is not on the rota on %s", stylist, t.Weekday())
	}
	var worked time.Duration
	for _, a := range d.Day(t) {
		if a.Stylist != stylist || !active(a) {
			continue
		}
		for _, s := range d.busy(a) {
			worked += s.to.Sub(s.from)
		}
	}
	shift := time.Duration(sh.End-sh.Start) * time.Minute
	return int(worked * 100 / shift), nil
}

// NoShowRate is the percentage of a client's past appointments (done or
// no-show) that were no-shows, rounded to the nearest whole percent.
func (d *Diary) NoShowRate(client string) int {
	var seen, missed int
	for _, a := range d.appts {
		if a.Client != client {
			continue
		}
		switch a.Status {
		case Done:
			seen++
		case NoShow:
			seen++
			missed++
		}
	}
	if seen == 0 {
		return 0
	}
	return (missed*100 + seen/2) / seen
}

// DaySheet renders the day's appointments for the front desk, one line each.
func (d *Diary) DaySheet(t time.Time) []string {
	var out []string
	for _, a := range d.Day(t) {
		svc := d.menu[a.Service]
		end := a.Start.Add(svc.Duration())
		line := fmt.Sprintf("%s-%s %-8s %-16s %s", a.Start.Format("15:04"), end.Format("15:04"), a.Stylist, a.Client, svc.Name)
		if a.Status != Booked {
			line += " [" + a.Status.String() + "]"
		}
		out = append(out, line)
	}
	return out
}

// Busiest returns the stylists by booked minutes on the day of t, most first.
func (d *Diary) Busiest(t time.Time) []string {
	mins := map[string]int{}
	for _, a := range d.Day(t) {
		if active(a) {
			mins[a.Stylist] += d.menu[a.Service].Minutes
		}
	}
	names := make([]string, 0, len(mins))
	for n := range mins {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool {
		if mins[names[i]] != mins[names[j]] {
			return mins[names[i]] > mins[names[j]]
		}
		return names[i] < names[j]
	})
	return names
}
