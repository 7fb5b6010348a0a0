// Package pricing works out what a charter costs.
package pricing

import (
	"fmt"

	"yachtcharter/booking"
	"yachtcharter/fleet"
	"yachtcharter/season"
)

// PriceList holds the prices of the extras, in cents.
type PriceList struct {
	SkipperPerDay   int64
	HostessPerDay   int64
	LinenPerGuest   int64
	OutboardPerWeek int64
	PaddleboardWeek int64
}

// Options are the terms of the season.
type Options struct {
	Prices PriceList
	// VATPct is charged on the charter, less discounts, and the extras.
	VATPct float64
	// EarlyBirdDays and EarlyBirdPct: a discount on the charter for
	// bookings made at least that many days ahead.
	EarlyBirdDays int
	EarlyBirdPct  float64
	// LongCharterNights and LongCharterPct: a discount on charters of at
	// least that many nights. Only the larger of the two discounts applies.
	LongCharterNights int
	LongCharterPct    float64
	// Deposits is the refundable security deposit by category.
	Deposits map[fleet.Category]int64
}

// Line is one line of a quote.
type Line struct {
	Label  string
	Amount int64
}

// Quote is the price of one booking.
type Quote struct {
	Charter  int64
	Discount int64
	Extras   int64
	VAT      int64
	Total    int64
	Deposit  int64 // refundable, held on the card, not part of Total
	Lines    []Line
}

// Compute prices a booking of a yacht.
func Compute(b booking.Booking, y fleet.Yacht, cal season.Calendar, rates season.RateCard, opt Options) (Quote, error) {
	if b.YachtID != y.ID {
		return Quote{}, fmt.Errorf("pricing: booking %s is for %s, not %s", b.Ref, b.YachtID, y.ID)
	}
	if b.Guests > y.Berths {
		return Quote{}, fmt.Errorf("pricing: %d guests on %s, which sleeps %d", b.Guests, y.ID, y.Berths)
	}
	var q Quote
	for band, n := range cal.Nights(b.Start, b.Nights) {
		nightly, err := rates.Nightly(y.ID, band)
		if err != nil {
			return Quote{}, err
		}
		q.Charter += nightly * int64(n)
	}
	q.Lines = append(q.Lines, Line{fmt.Sprintf("%s, %d nights", y.Name, b.Nights), q.Charter})

	q.Discount = discount(b, q.Charter, opt)
	if q.Discount > 0 {
		q.Lines = append(q.Lines, Line{"Discount", -q.Discount})
	}

	for _, l := range extras(b, opt.Prices) {
		q.Extras += l.Amount
		q.Lines = append(q.Lines, l)
	}

	taxable := q.Charter - q.Discount + q.Extras
	q.VAT = percentOf(taxable, opt.VATPct)
	q.Lines = append(q.Lines, Line{fmt.Sprintf("VAT %g%%", opt.VATPct), q.VAT})
	q.Total = taxable + q.VAT
	q.Deposit = opt.Deposits[y.Category]
	return q, nil
}

func discount(b booking.Booking, charter int64, opt Options) int64 {
	best := 0.0
	if opt.EarlyBirdDays > 0 && b.LeadDays() >= opt.EarlyBirdDays {
		best = opt.EarlyBirdPct
	}
	if opt.LongCharterNights > 0 && b.Nights >= opt.LongCharterNights && opt.LongCharterPct > best {
		best = opt.LongCharterPct
	}
	return percentOf(charter, best)
}

func extras(b booking.Booking, p PriceList) []Line {
	var out []Line
	if b.Skipper {
		out = append(out, Line{fmt.Sprintf("Skipper, %d days", b.Nights), p.SkipperPerDay * int64(b.Nights)})
	}
	if b.Hostess {
		out = append(out, Line{fmt.Sprintf("Hostess, %d days", b.Nights), p.HostessPerDay * int64(b.Nights)})
	}
	for _, e := range b.Extras {
		switch e {
		case "linen":
			out = append(out, Line{fmt.Sprintf("Linen, %d guests", b.Guests), p.LinenPerGuest * int64(b.Guests)})
		case "outboard":
			weeks := int64((b.Nights + 6) / 7)
			out = append(out, Line{"Outboard", p.OutboardPerWeek * weeks})
		case "paddleboard":
			weeks := int64((b.Nights + 6) / 7)
			out = append(out, Line{"Paddleboard", p.PaddleboardWeek * weeks})
		}
	}
	return out
}
