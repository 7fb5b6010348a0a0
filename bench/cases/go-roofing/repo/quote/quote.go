// Package quote prices a re-roofing job: the materials from the take-off,
// the labour, scaffold and skip, and VAT, and prints the customer's sheet.
package quote

import (
	"fmt"
	"math"
	"strings"
	"unicode/utf8"

	"roofquote/estimate"
	"roofquote/money"
	"roofquote/roof"
)

// Rates are the firm's labour and hire rates.
type Rates struct {
	StripPerM2     money.Pence // strip the old covering and battens, per m²
	RidgePerMetre  money.Pence // bed and point ridges and hips, per m
	ValleyPerMetre money.Pence // form a valley, per m
	ScaffoldWeek   money.Pence // per metre of eaves per week
	MinWeeks       int         // scaffold is hired for at least this long
	Skip           money.Pence // 8-yard skip for the old tiles
	VATBasisPoints int64       // 2000 is 20%
}

// StandardRates are this year's rates.
var StandardRates = Rates{
	StripPerM2:     money.Pounds(9, 50),
	RidgePerMetre:  money.Pounds(22, 0),
	ValleyPerMetre: money.Pounds(35, 0),
	ScaffoldWeek:   money.Pounds(14, 0),
	MinWeeks:       2,
	Skip:           money.Pounds(310, 0),
	VATBasisPoints: 2000,
}

// Job is what the surveyor brings back from a visit.
type Job struct {
	Ref      string
	Customer string
	Roof     roof.Roof
	Options  estimate.Options
	Strip    bool // take off an existing covering first
	Weeks    int  // weeks of scaffold hire
}

// Quote is a priced job.
type Quote struct {
	Job       Job
	Materials estimate.TakeOff
	Labour    []estimate.Line
	Net       money.Pence
	VAT       money.Pence
	Total     money.Pence
}

func metres(x float64) int {
	return int(math.Ceil(x - 1e-9))
}

// Prepare prices the job at the given rates.
func Prepare(j Job, r Rates) (Quote, error) {
	to, err := estimate.Estimate(j.Roof, j.Options)
	if err != nil {
		return Quote{}, fmt.Errorf("quote %s: %w", j.Ref, err)
	}
	q := Quote{Job: j, Materials: to}
	add := func(item string, qty int, unit string, each money.Pence) {
		if qty > 0 {
			q.Labour = append(q.Labour, estimate.Line{Item: item, Qty: qty, Unit: unit, Each: each})
		}
	}
	area := metres(to.Area)
	if j.Strip {
		add("Strip existing covering", area, "m²", r.StripPerM2)
		add("Skip hire", 1, "each", r.Skip)
	}
	add("Batten, felt and tile", area, "m²", j.Options.Tile.Labour)
	add("Ridges and hips", metres(j.Roof.Ridge+j.Roof.Hips), "m", r.RidgePerMetre)
	add("Valleys", metres(j.Roof.Valleys), "m", r.ValleyPerMetre)
	weeks := j.Weeks
	if weeks < r.MinWeeks {
		weeks = r.MinWeeks
	}
	add(fmt.Sprintf("Scaffold, %d weeks", weeks), metres(j.Roof.Eaves())*weeks, "m-week", r.ScaffoldWeek)

	q.Net = to.Total()
	for _, l := range q.Labour {
		q.Net += l.Total()
	}
	q.VAT = q.Net.Percent(r.VATBasisPoints)
	q.Total = q.Net + q.VAT
	return q, nil
}

// Sheet is the quote as printed for the customer.
func (q Quote) Sheet() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Quotation %s for %s\n", q.Job.Ref, q.Job.Customer)
	fmt.Fprintf(&b, "Roof area %.1f m², lowest pitch %v, %s\n\n",
		q.Materials.Area, q.Job.Roof.LowestPitch(), q.Job.Options.Tile.Name)
	section := func(title string, lines []estimate.Line) {
		fmt.Fprintf(&b, "%s\n", title)
		for _, l := range lines {
			fmt.Fprintf(&b, "  %s %6d %s %s %s\n",
				pad(l.Item, -38), l.Qty, pad(l.Unit, -7), pad(l.Each.String(), 10), pad(l.Total().String(), 11))
		}
	}
	section("Materials", q.Materials.Lines)
	section("Labour and hire", q.Labour)
	fmt.Fprintf(&b, "\n%-66s %s\n", "Net", pad(q.Net.String(), 11))
	fmt.Fprintf(&b, "%-66s %s\n", "VAT", pad(q.VAT.String(), 11))
	fmt.Fprintf(&b, "%-66s %s\n", "Total", pad(q.Total.String(), 11))
	return b.String()
}

// pad pads s with spaces to width characters (not bytes: £ and ² take two),
// on the left, or on the right for a negative width.
func pad(s string, width int) string {
	left := width > 0
	if width < 0 {
		width = -width
	}
	n := width - utf8.RuneCountInString(s)
	if n <= 0 {
		return s
	}
	if left {
		return strings.Repeat(" ", n) + s
	}
	return s + strings.Repeat(" ", n)
}
