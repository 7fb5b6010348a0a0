// Command dressage scores a class: dressage TESTFILE RIDESFILE.
package main

import (
	"fmt"
	"os"

	"example.org/dressage"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: dressage TESTFILE RIDESFILE")
		os.Exit(2)
	}
	if err := run(os.Args[1], os.Args[2]); err != nil {
		fmt.Fprintln(os.Stderr, "dressage:", err)
		os.Exit(1)
	}
}

func run(testFile, ridesFile string) error {
	testText, err := os.ReadFile(testFile)
	if err != nil {
		return err
	}
	ridesText, err := os.ReadFile(ridesFile)
	if err != nil {
		return err
	}
	t, err := dressage.ParseTest(string(testText))
	if err != nil {
		return err
	}
	rides, err := dressage.ParseRides(string(ridesText))
	if err != nil {
		return err
	}
	var results []dressage.Result
	for _, r := range rides {
		res, err := dressage.Score(r, t)
		if err != nil {
			return err
		}
		results = append(results, res)
	}
	dressage.Rank(results)
	fmt.Printf("%s\n\n%s", t.Name, dressage.Table(results))
	return nil
}
