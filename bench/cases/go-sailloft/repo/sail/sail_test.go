package sail

import (
	"errors"
	"math"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 0.005 }

func TestTriangleArea(t *testing.T) {
	s := Sail{Kind: Jib, Luff: 5, Leech: 4, Foot: 3}
	if got := s.TriangleArea(); !near(got, 6) {
		t.Errorf("3-4-5 area = %v, want 6", got)
	}
}

func TestAreaWithRoach(t *testing.T) {
	s := Sail{Kind: Mainsail, Luff: 10, Leech: 10.5, Foot: 3.5, RoachPct: 12}
	tri := s.TriangleArea()
	if got := s.Area(); !near(got, tri*1.12) {
		t.Errorf("Area = %v, want %v", got, tri*1.12)
	}
	if !near(tri, 17.49) {
		t.Errorf("TriangleArea = %v, want 17.49", tri)
	}
}

func TestValidate(t *testing.T) {
	cases := []struct {
		name string
		s    Sail
		want error
	}{
		{"ok main", Sail{Kind: Mainsail, Luff: 10, Leech: 10.5, Foot: 3.5, RoachPct: 12}, nil},
		{"ok jib", Sail{Kind: Jib, Luff: 9, Leech: 8, Foot: 3.2}, nil},
		{"zero edge", Sail{Kind: Jib, Luff: 0, Leech: 8, Foot: 3}, ErrEdge},
		{"flat", Sail{Kind: Jib, Luff: 10, Leech: 5, Foot: 5}, ErrTriangle},
		{"roach on jib", Sail{Kind: Jib, Luff: 9, Leech: 8, Foot: 3.2, RoachPct: 5}, ErrRoach},
	}
	for _, c := range cases {
		if got := c.s.Validate(); !errors.Is(got, c.want) {
			t.Errorf("%s: Validate() = %v, want %v", c.name, got, c.want)
		}
	}
	if err := (Sail{Kind: Mainsail, Luff: 10, Leech: 10.5, Foot: 3.5, RoachPct: 55}).Validate(); err == nil {
		t.Error("55% roach accepted")
	}
}

func TestLPAndOverlap(t *testing.T) {
	s := Sail{Kind: Genoa, Luff: 5, Leech: 4, Foot: 3}
	if got := s.LP(); !near(got, 2.4) {
		t.Errorf("LP = %v, want 2.4", got)
	}
	if got := s.Overlap(2); !near(got, 120) {
		t.Errorf("Overlap = %v, want 120", got)
	}
	if got := s.Overlap(0); got != 0 {
		t.Errorf("Overlap(0) = %v, want 0", got)
	}
}

func TestKinds(t *testing.T) {
	for _, k := range []Kind{Mainsail, Jib, Genoa, Mizzen, Staysail} {
		back, err := ParseKind(k.String())
		if err != nil || back != k {
			t.Errorf("ParseKind(%q) = %v, %v", k.String(), back, err)
		}
	}
	if _, err := ParseKind("spinnaker"); err == nil {
		t.Error("spinnaker parsed")
	}
	if !Genoa.Headsail() || Mainsail.Headsail() {
		t.Error("Headsail wrong")
	}
}

func TestDescribe(t *testing.T) {
	s := Sail{Kind: Genoa, Luff: 5, Leech: 4, Foot: 3, Furling: true}
	want := "genoa 5.00 x 4.00 x 3.00 m, 6.0 m², furling"
	if got := s.Describe(); got != want {
		t.Errorf("Describe() = %q, want %q", got, want)
	}
}
