// Package quote prices a new sail: cloth, labour and fittings, plus VAT.
package quote

import (
	"fmt"
	"strings"

	"sailloft/cloth"
	"sailloft/sail"
)

// LabourRate is the loft's hourly rate in pence.
const LabourRate = 4200

// VATRate is the standard rate as a percentage.
const VATRate = 20

// hoursPerM2 is the cutting, broadseaming and finishing time per square
// metre of sail, by kind.
var hoursPerM2 = map[sail.Kind]float64{
	sail.Mainsail: 0.55,
	sail.Mizzen:   0.55,
	sail.Jib:      0.40,
	sail.Genoa:    0.40,
	sail.Staysail: 0.45,
}

// Fitting prices in pence.
const (
	ReefRowPrice    = 6500 // reef points, cringles and patches for one row
	BattenPrice     = 2800 // pocket, elastic and batten, each
	CunninghamPrice = 1800
)

// Options are the extras a customer can ask for.
type Options struct {
	ReefRows   int
	Battens    int
	Cunningham bool
}

// Line is one line of a quote.
type Line struct {
	What   string
	Amount int // pence
}

// Quote is a priced sail.
type Quote struct {
	Sail  sail.Sail
	Cloth cloth.Cloth
	Lines []Line
}

// New prices a sail in the given cloth.
func New(s sail.Sail, c cloth.Cloth, o Options) (*Quote, error) {
	if err := s.Validate(); err != nil {
		return nil, err
	}
	if o.ReefRows > 0 && s.Kind != sail.Mainsail && s.Kind != sail.Mizzen {
		return nil, fmt.Errorf("reefing is for mainsails and mizzens, not a %s", s.Kind)
	}
	if o.ReefRows > 3 {
		return nil, fmt.Errorf("%d reef rows: at most 3", o.ReefRows)
	}
	q := &Quote{Sail: s, Cloth: c}
	metres := cloth.MetresFor(s, c)
	q.add(fmt.Sprintf("%s, %.2f m", c.Name, metres), cloth.Cost(metres, c))

	hours := hoursPerM2[s.Kind] * s.Area()
	hours = float64(int(hours*4+0.999)) / 4 // charged in quarter hours
	q.add(fmt.Sprintf("Labour, %.2f h", hours), int(hours*LabourRate))

	if o.ReefRows > 0 {
		q.add(fmt.Sprintf("Reefing, %d rows", o.ReefRows), o.ReefRows*ReefRowPrice)
	}
	if o.Battens > 0 {
		q.add(fmt.Sprintf("Battens, %d", o.Battens), o.Battens*BattenPrice)
	}
	if o.Cunningham {
		q.add("Cunningham eye", CunninghamPrice)
	}
	return q, nil
}

func (q *Quote) add(what string, amount int) {
	q.Lines = append(q.Lines, Line{What: what, Amount: amount})
}

// Net is the total before VAT.
func (q *Quote) Net() int {
	n := 0
	for _, l := range q.Lines {
		n += l.Amount
	}
	return n
}

// VAT on the net total, rounded to the nearest penny.
func (q *Quote) VAT() int {
	return (q.Net()*VATRate + 50) / 100
}

// Total is what the customer pays.
func (q *Quote) Total() int { return q.Net() + q.VAT() }

// Pounds formats pence as £1,234.56.
func Pounds(p int) string {
	sign := ""
	if p < 0 {
		sign = "-"
		p = -p
	}
	whole := fmt.Sprintf("%d", p/100)
	var b strings.Builder
	for i, r := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return fmt.Sprintf("%s£%s.%02d", sign, b.String(), p%100)
}

// Text is the quote as printed for the customer.
func (q *Quote) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n", q.Sail.Describe())
	for _, l := range q.Lines {
		fmt.Fprintf(&b, "  %-30s %12s\n", l.What, Pounds(l.Amount))
	}
	fmt.Fprintf(&b, "  %-30s %12s\n", "Net", Pounds(q.Net()))
	fmt.Fprintf(&b, "  %-30s %12s\n", fmt.Sprintf("VAT %d%%", VATRate), Pounds(q.VAT()))
	fmt.Fprintf(&b, "  %-30s %12s\n", "Total", Pounds(q.Total()))
	return b.String()
}
