// Package sheet runs a house's day through grading, feed and packing and prints the day sheet.
package sheet

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"poultry/feed"
	"poultry/flock"
	"poultry/grade"
	"poultry/pack"
)

// Day is what the farm records for one house on one day.
type Day struct {
	Date      time.Time
	House     flock.House
	Deaths    int
	GraderLog string // the grader's weights, see grade.ParseLog
	FeedKg    float64
	Order     string // the day's order, see pack.ParseOrder
}

// Report is what the day came to.
type Report struct {
	Day      Day
	House    flock.House // after the day's losses
	Age      int
	Tally    grade.Tally
	Rate     float64
	Expected float64
	FeedPer  float64
	FCR      float64
	Packed   []pack.Line
	Short    []pack.Line
	Left     [grade.NumSizes]int
}

// Run works out the day.
func Run(d Day) (Report, error) {
	r := Report{Day: d, House: d.House}
	if err := r.House.Record(d.Deaths); err != nil {
		return Report{}, err
	}
	if r.House.Hens() == 0 {
		return Report{}, errors.New("sheet: no hens in " + d.House.Name)
	}
	eggs, err := grade.ParseLog(d.GraderLog)
	if err != nil {
		return Report{}, err
	}
	order, err := pack.ParseOrder(d.Order)
	if err != nil {
		return Report{}, err
	}
	hens := r.House.Hens()
	r.Age = r.House.AgeWeeks(d.Date)
	r.Tally = grade.Grade(eggs)
	r.Rate = flock.HenDayRate(r.Tally.Total(), hens, 1)
	r.Expected = flock.ExpectedRate(r.Age)
	r.FeedPer = feed.PerHenGrams(d.FeedKg, hens, 1)
	r.FCR = feed.FCR(d.FeedKg, r.Tally.MassKg())
	r.Packed, r.Short, r.Left = pack.Fill(r.Tally.BySize, order)
	return r, nil
}

// Labels are the labels for the packed lines, one per line.
func (r Report) Labels() []pack.Label {
	labels := make([]pack.Label, len(r.Packed))
	for i, l := range r.Packed {
		labels[i] = pack.Label{Line: l, House: r.House.Name, LaidOn: r.Day.Date, PackedOn: r.Day.Date}
	}
	return labels
}

// Format prints the day sheet.
func Format(r Report) string {
	var sb strings.Builder
	h := r.House
	fmt.Fprintf(&sb, "%s, %s (%s, %d wk)\n", r.Day.Date.Format("Mon 02 Jan 2006"), h.Name, h.Breed, r.Age)
	fmt.Fprintf(&sb, "Hens: %d (%d lost today, %.1f%% since placing)\n", h.Hens(), r.Day.Deaths, h.MortalityPct())
	fmt.Fprintf(&sb, "Eggs: %d, %.1f%% hen-day (curve %.1f%%)\n", r.Tally.Total(), r.Rate, r.Expected)
	var sizes []string
	for s := grade.Small; s < grade.NumSizes; s++ {
		sizes = append(sizes, fmt.Sprintf("%s %d", s, r.Tally.BySize[s]))
	}
	fmt.Fprintf(&sb, "Graded: %s; outgrades %d cracked, %d dirty (%.1f%%)\n",
		strings.Join(sizes, ", "), r.Tally.Cracked, r.Tally.Dirty, r.Tally.OutgradePct())
	fmt.Fprintf(&sb, "Feed: %.1f kg, %.0f g/hen, FCR %.2f\n", r.Day.FeedKg, r.FeedPer, r.FCR)
	fmt.Fprintf(&sb, "Packed: %s\n", pack.Join(r.Packed))
	fmt.Fprintf(&sb, "Short: %s\n", pack.Join(r.Short))
	fmt.Fprintf(&sb, "Left: S %d, M %d, L %d, XL %d\n", r.Left[0], r.Left[1], r.Left[2], r.Left[3])
	return sb.String()
}
