package legacy

import "strings"

// widths is the widest cell of each column; rows may differ in length.
func widths(rows [][]string) []int {
	var w []int
	for _, row := range rows {
		for i, c := range row {
			if i == len(w) {
				w = append(w, 0)
			}
			if len(c) > w[i] {
				w[i] = len(c)
			}
		}
	}
	return w
}

// Format pads every cell to its column's width, separated by two spaces.
func Format(rows [][]string) string {
	w := widths(rows)
	var b strings.Builder
	for _, row := range rows {
		for i, c := range row {
			b.WriteString(c + strings.Repeat(" ", w[i]-len(c)))
			if i < len(row)-1 {
				b.WriteString("  ")
			}
		}
		b.WriteString("\n")
	}
	return b.String()
}
