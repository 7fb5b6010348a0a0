package dressage

// Movement is one numbered line of a dressage test sheet.
type Movement struct {
	Name        string
	Coefficient int
	// Collective marks (paces, impulsion, submission, rider) come after the movements
	// and break ties between riders on the same percentage.
	Collective bool
}

// Test is a dressage test: its movements and collective marks in sheet order.
type Test struct {
	Name      string
	Movements []Movement
}

// MaxPoints is the score of a sheet with a 10 for every line.
func (t Test) MaxPoints() float64 {
	total := 0
	for _, m := range t.Movements {
		total += 10 * m.Coefficient
	}
	return float64(total)
}

// Collectives counts the collective marks at the end of the sheet.
func (t Test) Collectives() int {
	n := 0
	for _, m := range t.Movements {
		if m.Collective {
			n++
		}
	}
	return n
}
