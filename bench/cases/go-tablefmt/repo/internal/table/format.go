package table

import (
	"strings"
	"unicode/utf8"
)

// widths is the widest cell of each column.
func (t Table) widths() []int {
	w := make([]int, len(t.Header))
	for _, row := range append([][]string{t.Header}, t.Rows...) {
		for i := range row {
			if n := utf8.RuneCountInString(row[i]); n > w[i] {
				w[i] = n
			}
		}
	}
	return w
}

// Format renders the table with aligned columns and a rule under the header.
func (t Table) Format() string {
	w := t.widths()
	var b strings.Builder
	line := func(cells []string) {
		b.WriteString("|")
		for i, c := range cells[:len(w)] {
			b.WriteString(" " + c + strings.Repeat(" ", w[i]-utf8.RuneCountInString(c)) + " |")
		}
		b.WriteString("\n")
	}
	line(t.Header)
	rule := make([]string, len(w))
	for i := range w {
		rule[i] = strings.Repeat("-", w[i])
	}
	line(rule)
	for _, row := range t.Rows {
		line(row)
	}
	return b.String()
}
