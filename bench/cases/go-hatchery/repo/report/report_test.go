package report

import (
	"testing"

	"hatchery/plan"
	"hatchery/stock"
)

func TestPlan(t *testing.T) {
	b := stock.Batch{Name: "RB-26A", Count: 12000, MeanWeightG: 25, CV: 0.2, DailyMortality: 0.0005}
	weeks, err := plan.Weekly(b, 2.4, 10, 3)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Plan(b, weeks)
	if err != nil {
		t.Fatal(err)
	}
	want := "" +
		"Plan for RB-26A: 12000 fish at 25.0 g\n" +
		"Week  Weight g         Fish  Ration kg/d  Feed kg  Pellet\n" +
		"   1  25.0-29.6       11958         6.90    48.30  2 mm\n" +
		"   2  29.6-34.6       11916         8.13    56.91  2 mm\n" +
		"   3  34.6-40.3       11874         9.49    66.46  2 mm\n" +
		"Total feed 171.7 kg, gain 178.3 kg, FCR 0.96\n"
	if got != want {
		t.Errorf("Plan =\n%s\nwant\n%s", got, want)
	}
}

func TestPlanWithNoWeeks(t *testing.T) {
	if _, err := Plan(stock.Batch{Name: "RB-26A"}, nil); err == nil {
		t.Errorf("Plan of no weeks: no error")
	}
}
