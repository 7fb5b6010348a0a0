// Package table parses and aligns pipe-separated tables.
package table

import "strings"

// Table is a header row and body rows, every row with the same number of cells.
type Table struct {
	Header []string
	Rows   [][]string
}

// splitRow splits "| a | b |" into ["a", "b"]; the outer pipes are optional.
func splitRow(line string) []string {
	line = strings.TrimSpace(line)
	line = strings.TrimPrefix(line, "|")
	line = strings.TrimSuffix(line, "|")
	cells := strings.Split(line, "|")
	for i := range cells {
		cells[i] = strings.TrimSpace(cells[i])
	}
	return cells
}

// isRule is the "|---|:--:|" line under the header.
func isRule(cells []string) bool {
	for _, c := range cells {
		if strings.Trim(c, "-:") != "" || c == "" {
			return false
		}
	}
	return true
}

// Parse reads a table; short rows are padded with empty cells, long ones keep their extra cells.
func Parse(text string) Table {
	var t Table
	for _, line := range strings.Split(strings.TrimSpace(text), "\n") {
		cells := splitRow(line)
		if t.Header == nil {
			t.Header = cells
			continue
		}
		if isRule(cells) {
			continue
		}
		for len(cells) < len(t.Header) {
			cells = append(cells, "")
		}
		t.Rows = append(t.Rows, cells)
	}
	return t
}
