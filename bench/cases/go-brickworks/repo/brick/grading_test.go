package brick

import "testing"

func TestClassify(t *testing.T) {
	cases := []struct {
		name string
		s    Sample
		want Grade
	}{
		{"spot on", Sample{215, 102.5, 65, 0.08, false}, GradeFacing},
		{"long 1.9%", Sample{219, 102, 65, 0.10, false}, GradeFacing},
		{"thirsty", Sample{215, 102.5, 65, 0.15, false}, GradeCommon},
		{"short 3%", Sample{208.5, 102, 65, 0.08, false}, GradeCommon},
		{"squat 6%", Sample{215, 102.5, 61, 0.08, false}, GradeReject},
		{"soaks", Sample{215, 102.5, 65, 0.25, false}, GradeReject},
		{"cracked", Sample{215, 102.5, 65, 0.08, true}, GradeReject},
	}
	for _, c := range cases {
		if got := Classify(c.s, Standard); got != c.want {
			t.Errorf("%s: Classify = %s, want %s", c.name, got, c.want)
		}
	}
}

func TestTally(t *testing.T) {
	samples := []Sample{
		{215, 102.5, 65, 0.08, false},
		{215, 102.5, 65, 0.15, false},
		{215, 102.5, 65, 0.15, false},
		{215, 102.5, 65, 0.08, true},
	}
	got := Tally(samples, Standard)
	if got[GradeFacing] != 1 || got[GradeCommon] != 2 || got[GradeReject] != 1 {
		t.Fatalf("Tally = %v", got)
	}
}
