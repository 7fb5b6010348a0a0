// Package legacy is the v1 parser: tab-separated, no header rule.
package legacy

import "strings"

// Parse splits tab-separated lines into rows of cells.
func Parse(text string) [][]string {
	var rows [][]string
	for _, line := range strings.Split(strings.TrimSpace(text), "\n") {
		cells := strings.Split(line, "\t")
		for i := range cells {
			cells[i] = strings.TrimSpace(cells[i])
		}
		rows = append(rows, cells)
	}
	return rows
}
