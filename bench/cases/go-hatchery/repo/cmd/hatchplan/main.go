// Command hatchplan prints the weekly growing-on plan for a batch of trout.
//
//	hatchplan -batch RB-26A -count 12000 -weight 25 -tgc 2.4 -temp 10 -weeks 6
package main

import (
	"flag"
	"fmt"
	"os"

	"hatchery/plan"
	"hatchery/report"
	"hatchery/stock"
)

func main() {
	name := flag.String("batch", "batch", "batch name")
	count := flag.Int("count", 0, "number of fish")
	weight := flag.Float64("weight", 0, "mean weight, g")
	cv := flag.Float64("cv", 0.2, "coefficient of variation of the weights")
	mortality := flag.Float64("mortality", 0.0005, "daily mortality, as a fraction")
	tgc := flag.Float64("tgc", 2.4, "thermal growth coefficient")
	temp := flag.Float64("temp", 10, "water temperature, °C")
	weeks := flag.Int("weeks", 6, "weeks to plan")
	flag.Parse()

	b := stock.Batch{Name: *name, Count: *count, MeanWeightG: *weight, CV: *cv, DailyMortality: *mortality}
	ws, err := plan.Weekly(b, *tgc, *temp, *weeks)
	if err != nil {
		fmt.Fprintln(os.Stderr, "hatchplan:", err)
		os.Exit(1)
	}
	out, err := report.Plan(b, ws)
	if err != nil {
		fmt.Fprintln(os.Stderr, "hatchplan:", err)
		os.Exit(1)
	}
	fmt.Print(out)
}
