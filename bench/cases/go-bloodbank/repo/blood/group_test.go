package blood

import (
	"reflect"
	"testing"
)

func TestParse(t *testing.T) {
	cases := map[string]Group{
		"O-":     ONeg,
		"o+":     OPos,
		"AB+":    ABPos,
		"ab neg": ABNeg,
		" A pos": APos,
		"B-":     BNeg,
		"bNEG":   BNeg,
	}
	for in, want := range cases {
		got, err := Parse(in)
		if err != nil {
			t.Errorf("Parse(%q): %v", in, err)
			continue
		}
		if got != want {
			t.Errorf("Parse(%q) = %v, want %v", in, got, want)
		}
	}
	for _, bad := range []string{"", "O", "C+", "ABO-", "+"} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("Parse(%q) succeeded", bad)
		}
	}
}

func TestStringRoundTrip(t *testing.T) {
	for _, g := range All() {
		if got := MustParse(g.String()); got != g {
			t.Errorf("MustParse(%q) = %v", g.String(), got)
		}
	}
}

func TestRedCellCompatibility(t *testing.T) {
	// Number of recipient groups each donor group can give red cells to.
	want := map[Group]int{ONeg: 8, OPos: 4, ANeg: 4, APos: 2, BNeg: 4, BPos: 2, ABNeg: 2, ABPos: 1}
	for _, d := range All() {
		n := 0
		for _, r := range All() {
			if d.CanGiveRedCellsTo(r) {
				n++
			}
		}
		if n != want[d] {
			t.Errorf("%v gives red cells to %d groups, want %d", d, n, want[d])
		}
	}
	if APos.CanGiveRedCellsTo(ANeg) {
		t.Error("A+ red cells given to A-")
	}
	if BNeg.CanGiveRedCellsTo(APos) {
		t.Error("B- red cells given to A+")
	}
}

func TestPlasmaCompatibility(t *testing.T) {
	if !ABNeg.CanGivePlasmaTo(OPos) || !ABPos.CanGivePlasmaTo(BNeg) {
		t.Error("AB plasma should suit everyone")
	}
	if OPos.CanGivePlasmaTo(ANeg) {
		t.Error("O plasma given to A patient")
	}
	if !APos.CanGivePlasmaTo(ONeg) {
		t.Error("A plasma should suit an O patient")
	}
}

func TestRedCellDonorsFor(t *testing.T) {
	cases := []struct {
		patient Group
		want    []Group
	}{
		{ONeg, []Group{ONeg}},
		{OPos, []Group{OPos, ONeg}},
		{APos, []Group{APos, OPos, ANeg, ONeg}},
		{ABNeg, []Group{ABNeg, ANeg, BNeg, ONeg}},
		{ABPos, []Group{ABPos, OPos, APos, BPos, ANeg, BNeg, ABNeg, ONeg}},
	}
	for _, c := range cases {
		if got := RedCellDonorsFor(c.patient); !reflect.DeepEqual(got, c.want) {
			t.Errorf("RedCellDonorsFor(%v) = %v, want %v", c.patient, got, c.want)
		}
	}
}

func TestPlasmaDonorsFor(t *testing.T) {
	cases := []struct {
		patient Group
		want    []Group
	}{
		{OPos, []Group{ONeg, ANeg, BNeg, ABNeg}},
		{ANeg, []Group{ANeg, ABNeg}},
		{ABPos, []Group{ABNeg}},
	}
	for _, c := range cases {
		if got := PlasmaDonorsFor(c.patient); !reflect.DeepEqual(got, c.want) {
			t.Errorf("PlasmaDonorsFor(%v) = %v, want %v", c.patient, got, c.want)
		}
	}
}
