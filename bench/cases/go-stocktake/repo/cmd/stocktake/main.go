// Command stocktake compares a count sheet with the book stock.
//
//	stocktake -catalog products.txt -book book.txt [-tolerance 5] count.txt...
package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"example.com/stocktake/internal/catalog"
	"example.com/stocktake/internal/count"
	"example.com/stocktake/internal/report"
	"example.com/stocktake/internal/variance"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "stocktake:", err)
		os.Exit(1)
	}
}

func run(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("stocktake", flag.ContinueOnError)
	catPath := fs.String("catalog", "", "product catalogue `file`")
	bookPath := fs.String("book", "", "book stock `file`")
	tolerance := fs.Int("tolerance", 0, "list only differences over this `percent` of the book stock")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *catPath == "" || *bookPath == "" || fs.NArg() == 0 {
		return fmt.Errorf("usage: stocktake -catalog FILE -book FILE [-tolerance PCT] COUNT...")
	}
	cat, err := loadCatalog(*catPath)
	if err != nil {
		return err
	}
	bf, err := os.Open(*bookPath)
	if err != nil {
		return err
	}
	defer bf.Close()
	book, err := variance.ReadBook(bf)
	if err != nil {
		return err
	}
	var counted []count.Line
	for _, path := range fs.Args() {
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		lines, err := count.Parse(f, cat)
		f.Close()
		if err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		counted = append(counted, lines...)
	}
	res, err := variance.Compare(cat, book, counted)
	if err != nil {
		return err
	}
	return report.Write(out, cat, res, report.Options{Tolerance: *tolerance})
}

func loadCatalog(path string) (*catalog.Catalog, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return catalog.Load(f)
}
