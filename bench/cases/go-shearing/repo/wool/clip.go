package wool

import "sort"

// Clip is every bale pressed in the shed.
type Clip struct {
	Bales []Bale
}

// Add puts bales into the clip.
func (c *Clip) Add(bales ...Bale) {
	c.Bales = append(c.Bales, bales...)
}

// Kg is the weight of the clip.
func (c Clip) Kg() float64 {
	total := 0.0
	for _, b := range c.Bales {
		total += b.Kg
	}
	return total
}

// LineTotal is the bales and kilograms of one line.
type LineTotal struct {
	Line  string
	Bales int
	Kg    float64
}

// Lines totals the clip by line, heaviest line first (by name on a tie).
func (c Clip) Lines() []LineTotal {
	byLine := make(map[string]*LineTotal)
	var order []*LineTotal
	for _, b := range c.Bales {
		lt, ok := byLine[b.Line]
		if !ok {
			lt = &LineTotal{Line: b.Line}
			byLine[b.Line] = lt
			order = append(order, lt)
		}
		lt.Bales++
		lt.Kg += b.Kg
	}
	sort.SliceStable(order, func(i, j int) bool {
		if order[i].Kg != order[j].Kg {
			return order[i].Kg > order[j].Kg
		}
		return order[i].Line < order[j].Line
	})
	out := make([]LineTotal, len(order))
	for i, lt := range order {
		out[i] = *lt
	}
	return out
}
