package season

import "testing"

func TestParseLine(t *testing.T) {
	day, err := ParseLine("2026-03-02 412.5 9")
	if err != nil {
		t.Fatal(err)
	}
	if day != (Day{Date: "2026-03-02", Kg: 412.5, Bins: 9}) {
		t.Errorf("day = %+v", day)
	}
}

func TestParseLineRejects(t *testing.T) {
	for _, line := range []string{"2026-03-02 412.5", "2026-03-02 heavy 9", "2026-03-02 -4 1", "2026-03-02 40 x"} {
		if _, err := ParseLine(line); err == nil {
			t.Errorf("ParseLine(%q) gave no error", line)
		}
	}
}

func TestParseSkipsCommentsAndBlanks(t *testing.T) {
	days, err := Parse("# block A1\n2026-03-02 310 7\n\n2026-03-03 290.5 6\n")
	if err != nil {
		t.Fatal(err)
	}
	if len(days) != 2 || days[1].Kg != 290.5 {
		t.Errorf("days = %+v", days)
	}
}

func TestParseWantsDateOrder(t *testing.T) {
	if _, err := Parse("2026-03-03 10 1\n2026-03-02 10 1\n"); err == nil {
		t.Error("dates out of order were accepted")
	}
}

func TestKilograms(t *testing.T) {
	kg := Kilograms([]Day{{Kg: 1.5}, {Kg: 2}})
	if len(kg) != 2 || kg[0] != 1.5 || kg[1] != 2 {
		t.Errorf("kg = %v", kg)
	}
}
