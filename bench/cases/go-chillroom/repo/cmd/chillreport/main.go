// Command chillreport prints a day's temperature swings from a chill room's logger file.
package main

import (
	"flag"
	"fmt"
	"os"

	"example.com/chillroom/probe"
	"example.com/chillroom/report"
)

func main() {
	room := flag.String("room", "", "the room whose probe wrote the file")
	flag.Parse()
	if *room == "" || flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: chillreport -room NAME probe.log")
		os.Exit(2)
	}
	f, err := os.Open(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer f.Close()
	rs, err := probe.Read(f)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	ts, err := report.Table(*room, rs)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Print(report.Format(*room, ts))
}
