// Package count reads count sheets: what was found on the shelves.
package count

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"example.com/stocktake/internal/catalog"
	"example.com/stocktake/internal/units"
)

// Line is the total counted for one SKU, over every location it was found in.
type Line struct {
	SKU       string
	Each      int
	Locations []string
}

// Parse reads a count sheet, one count a line: `LOCATION SKU QUANTITY...`,
// where the quantity is in the units.ParseQty format ("2c 5e"). A SKU counted
// in several locations gives one Line, in the order the SKU first appears.
func Parse(r io.Reader, cat *catalog.Catalog) ([]Line, error) {
	var lines []Line
	index := map[string]int{}
	sc := bufio.NewScanner(r)
	n := 0
	for sc.Scan() {
		n++
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		fields := strings.Fields(text)
		if len(fields) < 3 {
			return nil, fmt.Errorf("count line %d: want LOCATION SKU QUANTITY", n)
		}
		loc, sku := fields[0], fields[1]
		prod, ok := cat.Lookup(sku)
		if !ok {
			return nil, fmt.Errorf("count line %d: unknown SKU %s", n, sku)
		}
		qty, err := units.ParseQty(strings.Join(fields[2:], " "))
		if err != nil {
			return nil, fmt.Errorf("count line %d: %w", n, err)
		}
		each, err := prod.Pack.ToEach(qty)
		if err != nil {
			return nil, fmt.Errorf("count line %d: %w", n, err)
		}
		i, seen := index[sku]
		if !seen {
			i = len(lines)
			index[sku] = i
			lines = append(lines, Line{SKU: sku})
		}
		lines[i].Each += each
		lines[i].Locations = append(lines[i].Locations, loc)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return lines, nil
}
