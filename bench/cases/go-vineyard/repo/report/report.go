// Package report builds a block's harvest report from its season.
package report

import (
	"fmt"
	"math"

	"vineyard/season"
	"vineyard/stats"
)

// PeakDays is the length of the busiest run of days the report names.
const PeakDays = 3

// Report sums up one block's harvest.
type Report struct {
	Block    string
	Days     int
	TotalKg  float64
	MeanKg   float64 // per picking day
	Bins     int
	PeakFrom string // first date of the busiest run of PeakDays days
	PeakKg   float64
	KgPerBin float64
}

func round1(x float64) float64 {
	return math.Round(x*10) / 10
}

// Build sums up the season of one block.
func Build(block string, days []season.Day) (Report, error) {
	if len(days) == 0 {
		return Report{}, fmt.Errorf("block %s: no picking days", block)
	}
	kg := season.Kilograms(days)
	r := Report{Block: block, Days: len(days), TotalKg: round1(stats.Sum(kg)), MeanKg: round1(stats.Mean(kg))}
	for _, d := range days {
		r.Bins += d.Bins
	}
	if r.Bins > 0 {
		r.KgPerBin = round1(r.TotalKg / float64(r.Bins))
	}
	if start, total, ok := stats.PeakRun(kg, PeakDays); ok {
		r.PeakFrom, r.PeakKg = days[start].Date, round1(total)
	} else {
		r.PeakFrom, r.PeakKg = days[0].Date, r.TotalKg
	}
	return r, nil
}

// Line is the report on one line, for the estate's daily sheet.
func (r Report) Line() string {
	return fmt.Sprintf("%s: %.1f kg over %d days, peak %.1f kg from %s", r.Block, r.TotalKg, r.Days, r.PeakKg, r.PeakFrom)
}
