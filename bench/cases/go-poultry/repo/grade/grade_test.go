package grade

import "testing"

func TestSizeOf(t *testing.T) {
	cases := []struct {
		grams int
		want  Size
	}{
		{41, Small},
		{52, Small},
		{53, Medium},
		{62, Medium},
		{63, Large},
		{72, Large},
		{73, VeryLarge},
		{88, VeryLarge},
	}
	for _, c := range cases {
		if got := SizeOf(c.grams); got != c.want {
			t.Errorf("SizeOf(%d) = %v, want %v", c.grams, got, c.want)
		}
	}
}

func TestSizeNames(t *testing.T) {
	for s := Small; s < NumSizes; s++ {
		back, err := ParseSize(s.String())
		if err != nil || back != s {
			t.Errorf("ParseSize(%q) = %v, %v", s.String(), back, err)
		}
	}
	if s, err := ParseSize("xl"); err != nil || s != VeryLarge {
		t.Errorf("ParseSize(xl) = %v, %v", s, err)
	}
	if _, err := ParseSize("jumbo"); err == nil {
		t.Error("ParseSize(jumbo) accepted")
	}
	if got := Size(7).String(); got != "Size(7)" {
		t.Errorf("Size(7).String() = %q", got)
	}
}

func TestGrade(t *testing.T) {
	eggs, err := ParseLog("58 64 66c 71 74d 52 60\n63 57cd 79")
	if err != nil {
		t.Fatal(err)
	}
	tally := Grade(eggs)
	want := [NumSizes]int{1, 2, 3, 1}
	if tally.BySize != want {
		t.Errorf("BySize = %v, want %v", tally.BySize, want)
	}
	if tally.Cracked != 2 || tally.Dirty != 1 {
		t.Errorf("outgrades: %d cracked, %d dirty, want 2 and 1", tally.Cracked, tally.Dirty)
	}
	if tally.ClassA() != 7 || tally.Total() != 10 {
		t.Errorf("ClassA %d, Total %d, want 7 and 10", tally.ClassA(), tally.Total())
	}
	if tally.OutgradePct() != 30 {
		t.Errorf("OutgradePct = %v, want 30", tally.OutgradePct())
	}
	if tally.Grams != 644 || tally.MassKg() != 0.644 {
		t.Errorf("Grams %d (%v kg), want 644", tally.Grams, tally.MassKg())
	}
}

func TestParseLogErrors(t *testing.T) {
	for _, log := range []string{"61 x", "c", "-4", "60 0"} {
		if _, err := ParseLog(log); err == nil {
			t.Errorf("ParseLog(%q) accepted", log)
		}
	}
	eggs, err := ParseLog("")
	if err != nil || len(eggs) != 0 {
		t.Errorf("ParseLog(\"\") = %v, %v", eggs, err)
	}
}
