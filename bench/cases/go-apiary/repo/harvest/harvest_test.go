package harvest

import (
	"testing"

	"example.com/apiary/hive"
)

func brood(capped, uncapped int) hive.Box {
	return hive.Box{Kind: hive.BroodBox, Frames: 10, Brood: 10 - capped - uncapped, Capped: capped, Uncapped: uncapped}
}

func super(capped, uncapped int) hive.Box {
	return hive.Box{Kind: hive.Super, Frames: 11, Capped: capped, Uncapped: uncapped}
}

func TestPlan(t *testing.T) {
	tests := []struct {
		name  string
		boxes []hive.Box
		opts  Options
		want  Result
	}{
		{"no supers, store short", []hive.Box{brood(2, 1)}, Options{}, Result{Frames: 0, Kg: 0, FeedKg: 4.5}},
		{"store full, take every capped frame", []hive.Box{brood(4, 1), super(6, 2)}, Options{}, Result{Frames: 6, Kg: 12}},
		{"leave frames to reach the reserve", []hive.Box{brood(2, 1), super(6, 3)}, Options{}, Result{Frames: 3, Kg: 6}},
		{"two supers", []hive.Box{brood(3, 2), super(8, 0), super(4, 5)}, Options{}, Result{Frames: 12, Kg: 24}},
		{"uncapped nectar is not taken", []hive.Box{brood(5, 0), super(0, 9)}, Options{}, Result{Frames: 0, Kg: 0}},
		{"bigger reserve in the hills", []hive.Box{brood(4, 0), super(7, 1)}, Options{ReserveKg: 18}, Result{Frames: 3, Kg: 6}},
		{"not enough even with every frame", []hive.Box{brood(1, 0), super(2, 6)}, Options{}, Result{Frames: 0, Kg: 0, FeedKg: 5.5}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.want.HiveID = "H7"
			got, err := Plan(hive.Hive{ID: "H7", Boxes: tt.boxes}, tt.opts)
			if err != nil {
				t.Fatalf("Plan() error = %v", err)
			}
			if got != tt.want {
				t.Errorf("Plan() = %+v, want %+v", got, tt.want)
			}
		})
	}
}

func TestPlanRejectsABadHive(t *testing.T) {
	if _, err := Plan(hive.Hive{ID: "H8"}, Options{}); err == nil {
		t.Errorf("Plan() of a hive with no boxes gave no error")
	}
}

func TestApiary(t *testing.T) {
	hives := []hive.Hive{
		{ID: "A", Boxes: []hive.Box{brood(4, 1), super(6, 2)}},
		{ID: "B", Boxes: []hive.Box{brood(2, 1), super(6, 3)}},
	}
	results, total, err := Apiary(hives, Options{})
	if err != nil {
		t.Fatalf("Apiary() error = %v", err)
	}
	if len(results) != 2 || results[0].Frames != 6 || results[1].Frames != 3 {
		t.Errorf("Apiary() results = %+v", results)
	}
	if total != 18 {
		t.Errorf("Apiary() total = %v, want 18", total)
	}
}
