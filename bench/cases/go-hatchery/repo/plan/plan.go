// Package plan lays out a batch's growing-on week by week: how big the fish get, how many are left,
// and how much feed to order.
package plan

import (
	"errors"
	"math"

	"hatchery/feed"
	"hatchery/growth"
	"hatchery/stock"
)

// Week is one week of the plan.
type Week struct {
	No           int
	TempC        float64
	StartWeightG float64
	EndWeightG   float64
	StartCount   int
	EndCount     int
	RationKg     float64 // per day
	FeedKg       float64 // for the week
	Pellet       string
}

// Summary adds the weeks up.
type Summary struct {
	FeedKg     float64
	GainKg     float64
	FCR        float64
	EndCount   int
	EndWeightG float64
}

// ErrNoWeeks is returned for a plan of no weeks.
var ErrNoWeeks = errors.New("plan: no weeks to plan")

// Weekly plans weeks of growing-on at a steady water temperature.
func Weekly(b stock.Batch, tgc, tempC float64, weeks int) ([]Week, error) {
	if err := b.Validate(); err != nil {
		return nil, err
	}
	if weeks <= 0 {
		return nil, ErrNoWeeks
	}
	out := make([]Week, 0, weeks)
	cur := b
	for i := 0; i < weeks; i++ {
		wk := planWeek(i+1, cur, tgc, tempC)
		out = append(out, wk)
		cur.MeanWeightG = wk.EndWeightG
		cur.Count = wk.EndCount
	}
	return out, nil
}

func planWeek(no int, b stock.Batch, tgc, tempC float64) Week {
	ration := feed.Ration(b.BiomassKg(), b.MeanWeightG, tempC)
	return Week{
		No:           no,
		TempC:        tempC,
		StartWeightG: b.MeanWeightG,
		EndWeightG:   round2(growth.Project(b.MeanWeightG, tgc, tempC, 7)),
		StartCount:   b.Count,
		EndCount:     stock.Survivors(b.Count, b.DailyMortality, 7),
		RationKg:     round2(ration),
		FeedKg:       round2(ration * 7),
		Pellet:       feed.BandFor(b.MeanWeightG).Pellet,
	}
}

// Totals sums the feed, the biomass gained (the fish that died are counted as never fed on) and
// the FCR over the plan.
func Totals(weeks []Week) (Summary, error) {
	if len(weeks) == 0 {
		return Summary{}, ErrNoWeeks
	}
	first, last := weeks[0], weeks[len(weeks)-1]
	s := Summary{EndCount: last.EndCount, EndWeightG: last.EndWeightG}
	for _, w := range weeks {
		s.FeedKg += w.FeedKg
	}
	s.FeedKg = round2(s.FeedKg)
	s.GainKg = round2(stock.Biomass(last.EndCount, last.EndWeightG) - stock.Biomass(first.StartCount, first.StartWeightG))
	fcr, err := feed.FCR(s.FeedKg, s.GainKg)
	if err != nil {
		return s, err
	}
	s.FCR = fcr
	return s, nil
}

func round2(x float64) float64 { return math.Round(x*100) / 100 }
