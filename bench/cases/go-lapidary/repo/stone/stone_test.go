package stone

import "testing"

func TestParse(t *testing.T) {
	if sp, err := ParseSpecies("emerald"); err != nil || sp != Emerald {
		t.Errorf("ParseSpecies: %v %v", sp, err)
	}
	if _, err := ParseSpecies("diamond"); err == nil {
		t.Error("diamond: no error")
	}
	if c, err := ParseCut("cabochon"); err != nil || c != Cabochon {
		t.Errorf("ParseCut: %v %v", c, err)
	}
	if _, err := ParseGrade("B"); err == nil {
		t.Error("grade B: no error")
	}
}

func TestYield(t *testing.T) {
	s := Stone{Rough: 620, Finished: 284}
	if y := s.Yield(); y < 0.458 || y > 0.459 {
		t.Errorf("yield %v", y)
	}
	if y := (Stone{}).Yield(); y != 0 {
		t.Errorf("empty yield %v", y)
	}
}
