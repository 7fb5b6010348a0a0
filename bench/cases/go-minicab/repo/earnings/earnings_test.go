package earnings

import "testing"

func TestWeeklyStatements(t *testing.T) {
	jobs := []Job{
		{Driver: "C12", Ref: "B1", Fare: 1180},
		{Driver: "C07", Ref: "B2", Fare: 2450, Card: true},
		{Driver: "C12", Ref: "B3", Fare: 650, Card: true},
		{Driver: "C12", Ref: "B4", Fare: 3320, Card: true},
	}
	got := Weekly(jobs, 15)
	want := []Statement{
		{Driver: "C07", Jobs: 1, Takings: 2450, CardTakings: 2450, Commission: 368, Owed: 2082},
		{Driver: "C12", Jobs: 3, Takings: 5150, CardTakings: 3970, Commission: 773, Owed: 3197},
	}
	if len(got) != len(want) {
		t.Fatalf("got %d statements, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("statement %d = %+v, want %+v", i, got[i], want[i])
		}
	}
}

func TestCashDriverOwesCommission(t *testing.T) {
	got := Weekly([]Job{{Driver: "C31", Fare: 1000}, {Driver: "C31", Fare: 2000}}, 15)
	if len(got) != 1 || got[0].Owed != -450 {
		t.Errorf("got %+v, want the driver to owe £4.50", got)
	}
}

func TestNoJobsNoStatements(t *testing.T) {
	if got := Weekly(nil, 15); len(got) != 0 {
		t.Errorf("got %+v, want none", got)
	}
}
