package philately

import "testing"

func TestParseGrade(t *testing.T) {
	for code, want := range map[string]Grade{"vf": VeryFine, "S": Superb, " G ": Good, "VG": VeryGood} {
		got, err := ParseGrade(code)
		if err != nil || got != want {
			t.Errorf("ParseGrade(%q) = %v, %v; want %v", code, got, err, want)
		}
	}
	if _, err := ParseGrade("mint"); err == nil {
		t.Error("ParseGrade(\"mint\") took it")
	}
}

func TestGradeString(t *testing.T) {
	if VeryFine.String() != "VF" || Poor.String() != "P" {
		t.Errorf("got %s and %s", VeryFine, Poor)
	}
}

func TestApplyFaults(t *testing.T) {
	got, err := ApplyFaults(1000, []string{"thin", "Short perf"})
	if err != nil || got != 280 {
		t.Errorf("ApplyFaults = %d, %v; want 280", got, err)
	}
	if _, err := ApplyFaults(1000, []string{"torn"}); err == nil {
		t.Error("unknown fault taken")
	}
}
