// Package quote turns a scaffold spec and hire dates into a priced quote.
package quote

import (
	"fmt"
	"strings"
	"time"

	"scaffoldhire/catalog"
	"scaffoldhire/design"
	"scaffoldhire/hire"
)

// VATPercent is the standard rate of VAT.
const VATPercent = 20

// Line is one stock line on a quote.
type Line struct {
	Code        string
	Description string
	Qty         int
	WeeklyPence int64 // hire for the whole line per week
}

// Quote is a priced scaffold hire.
type Quote struct {
	Spec           design.Spec
	Weeks          int
	Lines          []Line
	WeightKg       float64
	Loads          int
	HirePence      int64
	ErectPence     int64
	DismantlePence int64
	TransportPence int64
	NetPence       int64
	VATPence       int64
	TotalPence     int64
}

// Build prices a scaffold from handover on `on` to strike on `off`.
func Build(s design.Spec, on, off time.Time, r hire.Rates) (Quote, error) {
	bill, err := design.Materials(s)
	if err != nil {
		return Quote{}, err
	}
	weeks, err := hire.ChargeableWeeks(on, off)
	if err != nil {
		return Quote{}, err
	}
	q := Quote{Spec: s, Weeks: weeks}
	for _, code := range bill.Codes() {
		c, err := catalog.Lookup(code)
		if err != nil {
			return Quote{}, err
		}
		q.Lines = append(q.Lines, Line{
			Code:        code,
			Description: c.Description,
			Qty:         bill[code],
			WeeklyPence: c.WeeklyPence * int64(bill[code]),
		})
	}
	if q.WeightKg, err = bill.WeightKg(); err != nil {
		return Quote{}, err
	}
	if q.HirePence, err = hire.HireCharge(bill, weeks); err != nil {
		return Quote{}, err
	}
	q.ErectPence, q.DismantlePence = hire.Labour(q.WeightKg, r)
	q.Loads, q.TransportPence = hire.Transport(q.WeightKg, r)
	q.NetPence = q.HirePence + q.ErectPence + q.DismantlePence + q.TransportPence
	q.VATPence = (q.NetPence*VATPercent + 50) / 100
	q.TotalPence = q.NetPence + q.VATPence
	return q, nil
}

// FormatPence formats an amount in pence as pounds, e.g. £1,234.56.
func FormatPence(p int64) string {
	sign := ""
	if p < 0 {
		sign, p = "-", -p
	}
	pounds := fmt.Sprintf("%d", p/100)
	var b strings.Builder
	for i, ch := range pounds {
		if i > 0 && (len(pounds)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(ch)
	}
	return fmt.Sprintf("%s£%s.%02d", sign, b.String(), p%100)
}

// Text renders the quote as it goes out to the customer.
func (q Quote) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Scaffold %.1fm x %.1fm, load class %d, %d weeks\n",
		q.Spec.LengthM, q.Spec.HeightM, int(q.Spec.Class), q.Weeks)
	for _, l := range q.Lines {
		fmt.Fprintf(&b, "  %-9s %-24s %5d  %10s/wk\n", l.Code, l.Description, l.Qty, FormatPence(l.WeeklyPence))
	}
	fmt.Fprintf(&b, "Weight %.0f kg, %d load(s)\n", q.WeightKg, q.Loads)
	fmt.Fprintf(&b, "Hire       %12s\n", FormatPence(q.HirePence))
	fmt.Fprintf(&b, "Erect      %12s\n", FormatPence(q.ErectPence))
	fmt.Fprintf(&b, "Dismantle  %12s\n", FormatPence(q.DismantlePence))
	fmt.Fprintf(&b, "Transport  %12s\n", FormatPence(q.TransportPence))
	fmt.Fprintf(&b, "Net        %12s\n", FormatPence(q.NetPence))
	fmt.Fprintf(&b, "VAT %d%%    %12s\n", VATPercent, FormatPence(q.VATPence))
	fmt.Fprintf(&b, "Total      %12s\n", FormatPence(q.TotalPence))
	return b.String()
}
