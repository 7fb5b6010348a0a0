// Package row holds the rows of change ringing: one order in which the bells
// of a tower strike.
package row

import (
	"fmt"
	"strings"
)

// Symbols names the bells in place notation and in printed rows: bell 0 is
// "1", bell 9 is "0", then E (eleven), T (twelve) and A to D.
const Symbols = "1234567890ETABCD"

// MaxStage is the most bells a row can have.
const MaxStage = len(Symbols)

// Row is an order of bells: r[i] is the bell (0-based) striking in place i.
type Row []int

// Rounds is the row in which the bells strike in order, 1 first.
func Rounds(stage int) Row {
	r := make(Row, stage)
	for i := range r {
		r[i] = i
	}
	return r
}

// Parse reads a row such as "132546". Every bell up to the row's length must
// appear exactly once.
func Parse(s string) (Row, error) {
	if len(s) == 0 || len(s) > MaxStage {
		return nil, fmt.Errorf("row %q: a row has 1 to %d bells", s, MaxStage)
	}
	r := make(Row, 0, len(s))
	seen := make([]bool, len(s))
	for _, c := range s {
		b := strings.IndexRune(Symbols, c)
		if b < 0 || b >= len(s) {
			return nil, fmt.Errorf("row %q: no bell %q on %d bells", s, c, len(s))
		}
		if seen[b] {
			return nil, fmt.Errorf("row %q: bell %q twice", s, c)
		}
		seen[b] = true
		r = append(r, b)
	}
	return r, nil
}

// Symbol is the printed name of bell b.
func Symbol(b int) byte { return Symbols[b] }

// String prints the row with the bells' symbols, "123456" for rounds on six.
func (r Row) String() string {
	var sb strings.Builder
	for _, b := range r {
		sb.WriteByte(Symbol(b))
	}
	return sb.String()
}

// Stage is the number of bells in the row.
func (r Row) Stage() int { return len(r) }

// IsRounds tells whether the bells strike in order.
func (r Row) IsRounds() bool {
	for i, b := range r {
		if b != i {
			return false
		}
	}
	return true
}

// Equal tells whether two rows are the same.
func (r Row) Equal(o Row) bool {
	if len(r) != len(o) {
		return false
	}
	for i := range r {
		if r[i] != o[i] {
			return false
		}
	}
	return true
}

// Clone returns a copy of the row.
func (r Row) Clone() Row { return append(Row(nil), r...) }

// Times permutes r by p: the bell in place i of the result is the bell of r
// in the place where p has bell i. Rounds.Times(p) is p; a lead head times
// itself is the second lead head of a plain course.
func (r Row) Times(p Row) Row {
	out := make(Row, len(r))
	for i, b := range p {
		out[i] = r[b]
	}
	return out
}

// PlaceOf returns the place (0-based) where bell b strikes, or -1.
func (r Row) PlaceOf(b int) int {
	for i, x := range r {
		if x == b {
			return i
		}
	}
	return -1
}
