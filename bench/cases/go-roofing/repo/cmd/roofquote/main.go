// Command roofquote prints a quotation for re-roofing a simple house.
//
//	roofquote -length 8.5 -span 7.2 -pitch 35 -tile CI-MOD -strip
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"roofquote/estimate"
	"roofquote/quote"
	"roofquote/roof"
	"roofquote/tiles"
)

func main() {
	length := flag.Float64("length", 0, "building length, m")
	span := flag.Float64("span", 0, "building span wall to wall, m")
	pitch := flag.Float64("pitch", 35, "roof pitch, degrees")
	hipped := flag.Bool("hipped", false, "hipped at both ends instead of gables")
	code := flag.String("tile", "CI-MOD", "tile product code: "+strings.Join(tiles.Codes(), ", "))
	waste := flag.Float64("waste", 5, "extra tiles for cuts and breakages, %")
	strip := flag.Bool("strip", false, "strip the existing covering first")
	weeks := flag.Int("weeks", 2, "weeks of scaffold hire")
	ref := flag.String("ref", "Q-0000", "quotation reference")
	customer := flag.String("customer", "", "customer name and address")
	flag.Parse()

	if err := run(*length, *span, roof.Pitch(*pitch), *hipped, *code, *waste/100, *strip, *weeks, *ref, *customer); err != nil {
		fmt.Fprintln(os.Stderr, "roofquote:", err)
		os.Exit(1)
	}
}

func run(length, span float64, pitch roof.Pitch, hipped bool, code string, waste float64, strip bool, weeks int, ref, customer string) error {
	var r roof.Roof
	var err error
	if hipped {
		r, err = roof.Hipped(length, span, pitch)
	} else {
		r, err = roof.Gable(length, span, pitch)
	}
	if err != nil {
		return err
	}
	tile, err := tiles.Lookup(code)
	if err != nil {
		return err
	}
	q, err := quote.Prepare(quote.Job{
		Ref:      ref,
		Customer: customer,
		Roof:     r,
		Options:  estimate.Options{Tile: tile, Waste: waste},
		Strip:    strip,
		Weeks:    weeks,
	}, quote.StandardRates)
	if err != nil {
		return err
	}
	fmt.Print(q.Sheet())
	return nil
}
