// Package repair estimates repair tickets: patches, restitching, a new UV
// strip on a furling headsail, and replacement hardware.
package repair

import (
	"errors"
	"fmt"
	"sort"
	"strings"
)

// Work is a kind of repair.
type Work int

const (
	Patch    Work = iota // per patch, sized in cm on its longest side
	Restitch             // per metre of seam
	UVStrip              // per metre of strip replaced
	Slide                // per slide or hank replaced
)

func (w Work) String() string {
	switch w {
	case Patch:
		return "patch"
	case Restitch:
		return "restitch"
	case UVStrip:
		return "UV strip"
	case Slide:
		return "slide"
	}
	return fmt.Sprintf("Work(%d)", int(w))
}

// Item is one line of work on a ticket.
type Item struct {
	Work Work
	Qty  float64 // cm for a patch, metres for restitch and UV strip, a count for slides
	Note string
}

// Minutes of bench time per unit of work.
var minutesPer = map[Work]float64{
	Patch:    0.6, // per cm of the longest side
	Restitch: 12,  // per metre
	UVStrip:  25,  // per metre: unpick, cut, sew
	Slide:    6,
}

// Materials in pence per unit.
var materialsPer = map[Work]int{
	Patch:    4,   // per cm
	Restitch: 35,  // thread and tape per metre
	UVStrip:  590, // acrylic per metre of strip
	Slide:    310,
}

// MinimumCharge is the least a ticket costs, in pence.
const MinimumCharge = 2500

// BenchRate is the repair rate per hour in pence.
const BenchRate = 3800

var ErrEmpty = errors.New("ticket has no work")

// Ticket is a sail booked in for repair.
type Ticket struct {
	Number   int
	Customer string
	Sail     string
	Items    []Item
}

// Add puts a line of work on the ticket.
func (t *Ticket) Add(w Work, qty float64, note string) error {
	if qty <= 0 {
		return fmt.Errorf("%s: quantity must be positive", w)
	}
	if w == Slide && qty != float64(int(qty)) {
		return fmt.Errorf("slides come whole, not %v", qty)
	}
	t.Items = append(t.Items, Item{Work: w, Qty: qty, Note: note})
	return nil
}

// Minutes is the bench time for the whole ticket, rounded up to 5 minutes.
func (t *Ticket) Minutes() int {
	total := 0.0
	for _, it := range t.Items {
		total += minutesPer[it.Work] * it.Qty
	}
	m := int(total + 0.999)
	if r := m % 5; r != 0 {
		m += 5 - r
	}
	return m
}

// Materials is the cost of materials in pence.
func (t *Ticket) Materials() int {
	total := 0.0
	for _, it := range t.Items {
		total += float64(materialsPer[it.Work]) * it.Qty
	}
	return int(total + 0.5)
}

// Estimate is the price in pence, before VAT.
func (t *Ticket) Estimate() (int, error) {
	if len(t.Items) == 0 {
		return 0, ErrEmpty
	}
	labour := t.Minutes() * BenchRate / 60
	p := labour + t.Materials()
	if p < MinimumCharge {
		p = MinimumCharge
	}
	return p, nil
}

// Summary lists the work by kind, e.g. "2 patch, 3.5 m restitch".
func (t *Ticket) Summary() string {
	qty := map[Work]float64{}
	count := map[Work]int{}
	for _, it := range t.Items {
		qty[it.Work] += it.Qty
		count[it.Work]++
	}
	kinds := make([]Work, 0, len(qty))
	for w := range qty {
		kinds = append(kinds, w)
	}
	sort.Slice(kinds, func(i, j int) bool { return kinds[i] < kinds[j] })
	parts := make([]string, 0, len(kinds))
	for _, w := range kinds {
		switch w {
		case Patch:
			parts = append(parts, fmt.Sprintf("%d patch", count[w]))
		case Slide:
			parts = append(parts, fmt.Sprintf("%d slide", int(qty[w])))
		default:
			parts = append(parts, fmt.Sprintf("%.1f m %s", qty[w], w))
		}
	}
	return strings.Join(parts, ", ")
}
