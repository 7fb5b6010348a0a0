// Package catalog reads the product list: SKU, name, pack size and cost.
package catalog

import (
	"bufio"
	"fmt"
	"io"
	"sort"
	"strings"

	"example.com/stocktake/internal/money"
	"example.com/stocktake/internal/units"
)

// Product is one line of the catalogue.
type Product struct {
	SKU  string
	Name string
	Pack units.Pack
	// Cost is the cost of one each, in pence.
	Cost int
}

// Catalog holds the products by SKU.
type Catalog struct {
	bySKU map[string]Product
}

// Load reads a catalogue, one product a line: `SKU|Name|Pack|Cost`.
// Blank lines and lines starting with '#' are skipped.
func Load(r io.Reader) (*Catalog, error) {
	c := &Catalog{bySKU: map[string]Product{}}
	sc := bufio.NewScanner(r)
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Split(line, "|")
		if len(fields) != 4 {
			return nil, fmt.Errorf("catalog line %d: want 4 fields, got %d", n, len(fields))
		}
		sku := strings.TrimSpace(fields[0])
		if sku == "" {
			return nil, fmt.Errorf("catalog line %d: empty SKU", n)
		}
		if _, dup := c.bySKU[sku]; dup {
			return nil, fmt.Errorf("catalog line %d: duplicate SKU %s", n, sku)
		}
		pack, err := units.ParsePack(fields[2])
		if err != nil {
			return nil, fmt.Errorf("catalog line %d: %w", n, err)
		}
		cost, err := money.Parse(fields[3])
		if err != nil {
			return nil, fmt.Errorf("catalog line %d: %w", n, err)
		}
		c.bySKU[sku] = Product{SKU: sku, Name: strings.TrimSpace(fields[1]), Pack: pack, Cost: cost}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return c, nil
}

// Lookup finds a product by SKU.
func (c *Catalog) Lookup(sku string) (Product, bool) {
	p, ok := c.bySKU[sku]
	return p, ok
}

// SKUs lists the catalogue's SKUs in order.
func (c *Catalog) SKUs() []string {
	skus := make([]string, 0, len(c.bySKU))
	for s := range c.bySKU {
		skus = append(skus, s)
	}
	sort.Strings(skus)
	return skus
}
