package philately

import (
	"fmt"
	"strings"
)

// Item is one stamp in an auction lot, as described.
type Item struct {
	Country string
	Number  string
	Used    bool
	Grade   Grade
	Faults  []string
}

// Lot is what goes under the hammer together.
type Lot struct {
	Number int
	Items  []Item
}

// Valued is an item with its catalogue price and the estimate after its
// grade and faults.
type Valued struct {
	Item
	Entry     Entry
	Catalogue int
	Estimate  int
}

// Value prices each item of the lot against the catalogue, in lot order.
func (l *Lot) Value(c *Catalogue) ([]Valued, error) {
	out := make([]Valued, 0, len(l.Items))
	for _, it := range l.Items {
		e, ok := c.Lookup(it.Country, it.Number)
		if !ok {
			return nil, fmt.Errorf("lot %d: %s %s is not in the catalogue", l.Number, it.Country, it.Number)
		}
		cat := e.Mint
		if it.Used {
			cat = e.Used
		}
		v := Valued{Item: it, Entry: e, Catalogue: cat, Estimate: 0}
		if cat != Unpriced {
			est, err := ApplyFaults(cat*it.Grade.Percent()/100, it.Faults)
			if err != nil {
				return nil, fmt.Errorf("lot %d: %v", l.Number, err)
			}
			v.Estimate = est
		}
		out = append(out, v)
	}
	return out, nil
}

// Totals adds up the catalogue and the estimate; unpriced items count for nothing.
func Totals(vs []Valued) (catalogue, estimate int) {
	for _, v := range vs {
		if v.Catalogue != Unpriced {
			catalogue += v.Catalogue
		}
		estimate += v.Estimate
	}
	return catalogue, estimate
}

func mintOrUsed(used bool) string {
	if used {
		return "used"
	}
	return "mint"
}

// Sheet is the describer's sheet for the lot: one line an item in lot
// order, then the totals.
func (l *Lot) Sheet(c *Catalogue) (string, error) {
	vs, err := l.Value(c)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Lot %d\n", l.Number)
	for _, v := range vs {
		desc := fmt.Sprintf("%s SG%s %d %s %s %s", v.Country, v.Number, v.Entry.Year, v.Entry.Face, v.Entry.Colour, mintOrUsed(v.Used))
		if len(v.Faults) > 0 {
			desc += " (" + strings.Join(v.Faults, ", ") + ")"
		}
		fmt.Fprintf(&b, "  %-48s %-3s %8s %8s\n", desc, v.Grade, FormatPence(v.Catalogue), FormatPence(v.Estimate))
	}
	cat, est := Totals(vs)
	fmt.Fprintf(&b, "  %-48s %-3s %8s %8s\n", "Total", "", FormatPence(cat), FormatPence(est))
	return b.String(), nil
}
