// Command drystone prices the walls of a survey schedule:
//
//	drystone schedule.txt
package main

import (
	"fmt"
	"os"

	"example.org/drystone/estimate"
	"example.org/drystone/survey"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: drystone SCHEDULE")
		os.Exit(2)
	}
	f, err := os.Open(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer f.Close()
	walls, err := survey.Read(f)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	es, err := estimate.All(walls, estimate.DefaultRates)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Print(estimate.Summary(es))
}
