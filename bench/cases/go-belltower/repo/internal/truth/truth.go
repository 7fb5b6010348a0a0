// Package truth checks that a touch is true: no row is rung twice.
package truth

import "example.com/belltower/internal/row"

// Falseness reports the first row rung twice: its two indexes in the touch.
type Falseness struct {
	Row           row.Row
	First, Second int
}

// Check returns nil when every row of rows is different, or the first row
// found again.
func Check(rows []row.Row) *Falseness {
	seen := make(map[string]int, len(rows))
	for i, r := range rows {
		key := r.String()
		if j, ok := seen[key]; ok {
			return &Falseness{Row: r, First: j, Second: i}
		}
		seen[key] = i
	}
	return nil
}

// Extent is the number of different rows on stage bells, stage factorial.
func Extent(stage int) int {
	n := 1
	for i := 2; i <= stage; i++ {
		n *= i
	}
	return n
}
