// Package report writes a stocktake's variance as a text table.
package report

import (
	"fmt"
	"io"
	"text/tabwriter"

	"example.com/stocktake/internal/catalog"
	"example.com/stocktake/internal/money"
	"example.com/stocktake/internal/variance"
)

// Options choose what the report shows.
type Options struct {
	// Tolerance, when above zero, lists only lines whose difference is over
	// that percentage of the book stock.
	Tolerance int
}

// Write writes one row per line: SKU, name, book and counted stock (in packs
// and eaches), the difference in eaches and its value, then the net value.
func Write(w io.Writer, cat *catalog.Catalog, res variance.Result, opts Options) error {
	lines := res.Lines
	if opts.Tolerance > 0 {
		lines = res.Over(opts.Tolerance)
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "SKU\tProduct\tBook\tCounted\tDiff\tValue\t")
	for _, l := range lines {
		prod, _ := cat.Lookup(l.SKU)
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%+d\t%s\t\n",
			l.SKU, prod.Name,
			prod.Pack.Split(l.Book), prod.Pack.Split(l.Counted),
			l.Diff, money.Format(l.Value))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	_, err := fmt.Fprintf(w, "Net variance: %s\n", money.Format(res.Net))
	return err
}
