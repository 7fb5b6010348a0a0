// Command belltower prints the plain course of a method from the tower's
// library: its length, its lead heads and whether it is true.
//
//	belltower "Plain Bob Minor"
//	belltower -rows "Grandsire Doubles"
//	belltower -list
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"example.com/belltower/internal/method"
	"example.com/belltower/internal/truth"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "belltower:", err)
		os.Exit(1)
	}
}

func run(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("belltower", flag.ContinueOnError)
	fs.SetOutput(out)
	showRows := fs.Bool("rows", false, "print every row of the course")
	list := fs.Bool("list", false, "list the methods in the library")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *list {
		for _, name := range method.Names() {
			fmt.Fprintln(out, name)
		}
		return nil
	}
	if fs.NArg() == 0 {
		return fmt.Errorf("name a method (or -list)")
	}
	m, err := method.Find(strings.Join(fs.Args(), " "))
	if err != nil {
		return err
	}
	course, err := m.PlainCourse()
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "%s: %d changes in %d leads\n", m.Name, course.Changes(), course.Leads())
	heads := make([]string, len(course.LeadHeads))
	for i, lh := range course.LeadHeads {
		heads[i] = lh.String()
	}
	fmt.Fprintf(out, "lead heads: %s\n", strings.Join(heads, " "))
	if f := truth.Check(course.Rows); f != nil {
		fmt.Fprintf(out, "false: %s at changes %d and %d\n", f.Row, f.First, f.Second)
	} else {
		fmt.Fprintln(out, "true")
	}
	if *showRows {
		for _, r := range course.Rows {
			fmt.Fprintln(out, r)
		}
		fmt.Fprintln(out, course.LeadHeads[len(course.LeadHeads)-1])
	}
	return nil
}
