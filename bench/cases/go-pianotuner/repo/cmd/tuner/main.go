// Command tuner reads a measurement sheet on stdin and prints the keys out of tolerance.
package main

import (
	"flag"
	"fmt"
	"os"

	"example.com/pianotuner/pitch"
	"example.com/pianotuner/tuning"
)

func main() {
	a4 := flag.Float64("a4", 440, "concert pitch, Hz")
	tolerance := flag.Float64("tolerance", 5, "cents either way")
	flag.Parse()

	readings, err := tuning.ReadSheet(os.Stdin)
	if err != nil {
		fmt.Fprintln(os.Stderr, "tuner:", err)
		os.Exit(2)
	}
	devs := tuning.Deviations(readings, *a4)
	for _, d := range tuning.OutOfTolerance(devs, *tolerance) {
		fmt.Printf("%-4s %+6.1f cents\n", pitch.KeyName(d.Key), d.Cents)
	}
	fmt.Printf("mean %+.1f cents over %d keys\n", tuning.MeanCents(devs), len(devs))
}
