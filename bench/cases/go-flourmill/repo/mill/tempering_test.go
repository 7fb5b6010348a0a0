package mill

import "testing"

func TestWaterToAdd(t *testing.T) {
	// 1000 kg from 13% to 16%: 1000 * 3 / 84
	if got := WaterToAdd(1000, 13, 16); !near(got, 3000.0/84) {
		t.Errorf("WaterToAdd = %v", got)
	}
	if got := WaterToAdd(1000, 16.2, 16); got != 0 {
		t.Errorf("already wet: %v", got)
	}
}

func TestPlanTempering(t *testing.T) {
	p, err := PlanTempering(5000, 13.6, Hard)
	if err != nil {
		t.Fatal(err)
	}
	want := TemperPlan{Target: 16.5, WaterL: 173.7, Rest: 18, Dampenings: 1}
	if p != want {
		t.Errorf("plan = %+v, want %+v", p, want)
	}
	p, _ = PlanTempering(2000, 11.0, Soft)
	if p.Dampenings != 2 || p.Rest != 6 {
		t.Errorf("soft plan = %+v", p)
	}
	if _, err := PlanTempering(100, 12, Hardness(7)); err == nil {
		t.Error("unknown hardness accepted")
	}
}
