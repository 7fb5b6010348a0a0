package kennels

import (
	"fmt"
	"sort"
	"time"

	"kennelbook/money"
)

// RateCard is the kennel's price list.
type RateCard struct {
	// Nightly is the price of one night by the dog's size.
	Nightly map[Size]money.Pence
	// SharingDiscountPct comes off the nightly price of each dog after the
	// first when a household's dogs share a run.
	SharingDiscountPct int
}

// Line is one line of a quote. Discounts have negative amounts.
type Line struct {
	Description string
	Amount      money.Pence
}

// Quote is the priced booking.
type Quote struct {
	Ref   string
	Owner string
	Stay  Stay
	Lines []Line
}

// Total adds up the lines.
func (q Quote) Total() money.Pence {
	var total money.Pence
	for _, l := range q.Lines {
		total += l.Amount
	}
	return total
}

// peakNights counts the stay's nights in each season of the calendar, in
// calendar order, leaving out seasons the stay misses.
func peakNights(cal Calendar, s Stay) ([]Season, map[string]int) {
	counts := map[string]int{}
	s.EachNight(func(night time.Time) {
		if season, ok := cal.SeasonFor(night); ok {
			counts[season.Name]++
		}
	})
	var seasons []Season
	for _, season := range cal.Seasons {
		if counts[season.Name] > 0 {
			seasons = append(seasons, season)
		}
	}
	return seasons, counts
}

// PriceBooking prices a booking: each dog's nights at its size's rate, the
// sharing discount for the second and later dogs in a shared run, and each
// season's surcharge on the nights that fall in it.
func PriceBooking(b Booking, card RateCard, cal Calendar) (Quote, error) {
	if err := b.Validate(); err != nil {
		return Quote{}, err
	}
	q := Quote{Ref: b.Ref, Owner: b.Owner, Stay: b.Stay}
	nights := b.Stay.Nights()
	seasons, counts := peakNights(cal, b.Stay)

	// Dearest dog first, so the discount falls on the cheaper ones.
	dogs := append([]Dog(nil), b.Dogs...)
	sort.SliceStable(dogs, func(i, j int) bool { return card.Nightly[dogs[i].Size()] > card.Nightly[dogs[j].Size()] })

	for i, d := range dogs {
		rate, ok := card.Nightly[d.Size()]
		if !ok {
			return Quote{}, fmt.Errorf("no nightly rate for %s dogs", d.Size())
		}
		q.Lines = append(q.Lines, Line{
			fmt.Sprintf("%s, %d nights at %s (%s)", d.Label(), nights, rate, d.Size()),
			rate.Times(nights),
		})
		if b.SharedRun && i > 0 && card.SharingDiscountPct > 0 {
			q.Lines = append(q.Lines, Line{
				fmt.Sprintf("  sharing a run, %d%% off", card.SharingDiscountPct),
				-rate.Times(nights).Percent(card.SharingDiscountPct),
			})
		}
		for _, season := range seasons {
			n := counts[season.Name]
			q.Lines = append(q.Lines, Line{
				fmt.Sprintf("  %s, %d nights at %d%%", season.Name, n, season.SurchargePct),
				rate.Times(n).Percent(season.SurchargePct),
			})
		}
	}
	return q, nil
}
