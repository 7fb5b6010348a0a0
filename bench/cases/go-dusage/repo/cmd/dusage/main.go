// Command dusage prints how much each directory of a tree holds, largest first.
package main

import (
	"flag"
	"fmt"
	"os"

	"example.com/dusage/internal/report"
	"example.com/dusage/internal/scan"
)

func main() {
	depth := flag.Int("depth", 1, "levels of directories to list below the root")
	flag.Parse()
	root := "."
	if flag.NArg() > 0 {
		root = flag.Arg(0)
	}
	entries, err := scan.Walk(os.DirFS(root))
	if err != nil {
		fmt.Fprintln(os.Stderr, "dusage:", err)
		os.Exit(1)
	}
	fmt.Print(report.Render(scan.Totals(entries, *depth)))
}
