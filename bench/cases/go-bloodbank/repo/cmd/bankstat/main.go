// Command bankstat prints the morning stock sheet from a CSV of units:
//
//	id,group,component,collected
//	G1001,O+,RBC,2024-02-01T08:00:00Z
package main

import (
	"encoding/csv"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"bloodbank/blood"
	"bloodbank/inventory"
	"bloodbank/report"
)

func load(r io.Reader) (*inventory.Stock, error) {
	rows, err := csv.NewReader(r).ReadAll()
	if err != nil {
		return nil, err
	}
	s := inventory.NewStock()
	for i, row := range rows {
		if i == 0 && len(row) > 0 && row[0] == "id" {
			continue
		}
		if len(row) < 4 {
			return nil, fmt.Errorf("line %d: want id,group,component,collected", i+1)
		}
		g, err := blood.Parse(row[1])
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", i+1, err)
		}
		c, err := inventory.ParseComponent(row[2])
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", i+1, err)
		}
		at, err := time.Parse(time.RFC3339, row[3])
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", i+1, err)
		}
		if err := s.Add(inventory.NewUnit(row[0], g, c, at, 0)); err != nil {
			return nil, fmt.Errorf("line %d: %v", i+1, err)
		}
	}
	return s, nil
}

func main() {
	comp := flag.String("component", "RBC", "component to report (RBC, FFP, PLT)")
	minDays := flag.Float64("min-days", 3, "flag groups with fewer days of supply")
	flag.Parse()
	c, err := inventory.ParseComponent(*comp)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	s, err := load(os.Stdin)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Print(report.Format(report.Summarise(s, c, nil, time.Now()), *minDays))
}
