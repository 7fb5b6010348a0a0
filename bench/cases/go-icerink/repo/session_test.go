package icerink

import (
	"testing"
	"time"
)

func at(h, m int) time.Time {
	return time.Date(2024, 1, 13, h, m, 0, 0, time.UTC)
}

func TestKindNames(t *testing.T) {
	if Hockey.String() != "hockey" {
		t.Fatalf("got %s", Hockey)
	}
	k, err := ParseKind("disco")
	if err != nil || k != Disco {
		t.Fatalf("ParseKind(disco) = %v, %v", k, err)
	}
	if _, err := ParseKind("curling"); err == nil {
		t.Fatal("curling should not parse")
	}
	if Kind(9).String() != "kind(9)" {
		t.Fatalf("got %s", Kind(9))
	}
}

func TestSessionEndAndOverlap(t *testing.T) {
	a := Session{Name: "Early public", Start: at(10, 0), Length: 90 * time.Minute}
	b := Session{Name: "Junior hockey", Start: at(11, 30), Length: time.Hour}
	c := Session{Name: "Figure patch", Start: at(11, 0), Length: time.Hour}
	if !a.End().Equal(at(11, 30)) {
		t.Fatalf("end %v", a.End())
	}
	if a.Overlaps(b) {
		t.Fatal("back to back sessions do not overlap")
	}
	if !a.Overlaps(c) || !c.Overlaps(b) {
		t.Fatal("expected overlaps")
	}
}

func TestValidate(t *testing.T) {
	ok := Session{Name: "Public", Start: at(14, 0), Length: 2 * time.Hour}
	if err := ok.Validate(); err != nil {
		t.Fatal(err)
	}
	short := Session{Name: "Quick", Start: at(14, 0), Length: 10 * time.Minute}
	if short.Validate() == nil {
		t.Fatal("short session accepted")
	}
	if (Session{Start: at(9, 0), Length: time.Hour}).Validate() == nil {
		t.Fatal("nameless session accepted")
	}
	if DefaultCapacity(Hockey) != 40 || DefaultCapacity(Public) != 250 {
		t.Fatal("capacities")
	}
}
