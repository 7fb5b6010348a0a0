package dressage

import (
	"reflect"
	"testing"
)

func scoreAll(t *testing.T) []Result {
	t.Helper()
	test := mustTest()
	var results []Result
	for _, r := range mustRides() {
		res, err := Score(r, test)
		if err != nil {
			t.Fatal(err)
		}
		results = append(results, res)
	}
	return results
}

func TestScoreIsTheMeanOfTheJudges(t *testing.T) {
	res := scoreAll(t)[0]
	if res.Percent != 69.773 {
		t.Errorf("percent = %v, want 69.773", res.Percent)
	}
	want := map[Position]float64{"C": 70.909, "E": 68.636}
	if !reflect.DeepEqual(res.ByJudge, want) {
		t.Errorf("by judge = %v, want %v", res.ByJudge, want)
	}
	if res.Collectives != 57 {
		t.Errorf("collectives = %v, want 57", res.Collectives)
	}
}

func TestScoreWithAnErrorOfCourse(t *testing.T) {
	res := scoreAll(t)[1]
	if res.Percent != 71.364 || res.Eliminated {
		t.Errorf("Tomas Reyes: %v%% eliminated %v, want 71.364%%", res.Percent, res.Eliminated)
	}
}

func TestThirdErrorEliminates(t *testing.T) {
	res := scoreAll(t)[3]
	if !res.Eliminated || res.Percent != 0 || len(res.ByJudge) != 0 {
		t.Errorf("Jon Eide: %+v", res)
	}
}

func TestScoreRefusesTwoSheetsFromOneJudge(t *testing.T) {
	r := mustRides()[2]
	r.Sheets[1].Position = "C"
	if _, err := Score(r, mustTest()); err == nil {
		t.Error("no error for two sheets from C")
	}
}

func TestRank(t *testing.T) {
	results := scoreAll(t)
	Rank(results)
	var got []string
	for _, r := range results {
		got = append(got, r.Rider)
	}
	want := []string{"Tomas Reyes", "Mia Lund", "Anna Berg", "Jon Eide"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("order = %v, want %v", got, want)
	}
	if results[3].Place != 0 || results[2].Place != 3 {
		t.Errorf("places = %d, %d", results[2].Place, results[3].Place)
	}
}

func TestRankTieBrokenByCollectives(t *testing.T) {
	results := []Result{
		{Rider: "A", Percent: 68.5, Collectives: 50},
		{Rider: "B", Percent: 68.5, Collectives: 52},
		{Rider: "C", Percent: 68.5, Collectives: 50},
		{Rider: "D", Percent: 66},
	}
	Rank(results)
	got := map[string]int{}
	for _, r := range results {
		got[r.Rider] = r.Place
	}
	want := map[string]int{"B": 1, "A": 2, "C": 2, "D": 4}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("places = %v, want %v", got, want)
	}
}
