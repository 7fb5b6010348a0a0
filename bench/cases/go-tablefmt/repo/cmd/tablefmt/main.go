// Command tablefmt aligns the pipe table on standard input.
package main

import (
	"fmt"
	"io"
	"os"

	"example.com/tablefmt/internal/table"
)

func main() {
	in, err := io.ReadAll(os.Stdin)
	if err != nil {
		fmt.Fprintln(os.Stderr, "tablefmt:", err)
		os.Exit(1)
	}
	fmt.Print(table.Parse(string(in)).Format())
}
