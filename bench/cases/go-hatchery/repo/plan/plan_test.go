package plan

import (
	"testing"

	"hatchery/stock"
)

func fingerlings() stock.Batch {
	return stock.Batch{Name: "RB-26A", Count: 12000, MeanWeightG: 25, CV: 0.2, DailyMortality: 0.0005}
}

func TestWeeklySteadyTemperature(t *testing.T) {
	weeks, err := Weekly(fingerlings(), 2.4, 10, 4)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		start, end float64
		count      int
		ration     float64
		feed       float64
	}{
		{25, 29.56, 11958, 6.9, 48.3},
		{29.56, 34.64, 11916, 8.13, 56.91},
		{34.64, 40.28, 11874, 9.49, 66.46},
		{40.28, 46.5, 11833, 11, 77},
	}
	if len(weeks) != len(want) {
		t.Fatalf("%d weeks, want %d", len(weeks), len(want))
	}
	for i, w := range want {
		got := weeks[i]
		if got.No != i+1 || got.StartWeightG != w.start || got.EndWeightG != w.end || got.EndCount != w.count ||
			got.RationKg != w.ration || got.FeedKg != w.feed {
			t.Errorf("week %d = %+v, want start %v end %v count %d ration %v feed %v",
				i+1, got, w.start, w.end, w.count, w.ration, w.feed)
		}
	}
}

func TestPelletFollowsTheFish(t *testing.T) {
	weeks, err := Weekly(fingerlings(), 2.8, 14, 8)
	if err != nil {
		t.Fatal(err)
	}
	var pellets []string
	for _, w := range weeks {
		if len(pellets) == 0 || pellets[len(pellets)-1] != w.Pellet {
			pellets = append(pellets, w.Pellet)
		}
	}
	if len(pellets) != 2 || pellets[0] != "2 mm" || pellets[1] != "3 mm" {
		t.Errorf("pellet sizes over the plan: %v, want [2 mm 3 mm]", pellets)
	}
}

func TestTotals(t *testing.T) {
	weeks, err := Weekly(fingerlings(), 2.4, 10, 4)
	if err != nil {
		t.Fatal(err)
	}
	s, err := Totals(weeks)
	if err != nil {
		t.Fatal(err)
	}
	want := Summary{FeedKg: 248.67, GainKg: 250.23, FCR: 0.99, EndCount: 11833, EndWeightG: 46.5}
	if s != want {
		t.Errorf("Totals = %+v, want %+v", s, want)
	}
}

func TestNothingToPlan(t *testing.T) {
	if _, err := Weekly(fingerlings(), 2.4, 10, 0); err != ErrNoWeeks {
		t.Errorf("Weekly(0 weeks): err = %v", err)
	}
	if _, err := Weekly(stock.Batch{Name: "empty"}, 2.4, 10, 4); err == nil {
		t.Errorf("Weekly(empty batch): no error")
	}
	if _, err := Totals(nil); err != ErrNoWeeks {
		t.Errorf("Totals(nil): err = %v", err)
	}
}
