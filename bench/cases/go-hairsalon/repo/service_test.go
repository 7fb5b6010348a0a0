package hairsalon

import (
	"testing"
	"time"
)

func TestPriceForLevels(t *testing.T) {
	m := testMenu(t)
	cut, _ := m.Lookup("CUT-W")
	want := map[Level]Pence{Junior: 4150, Stylist: 5200, Senior: 6000, Director: 6750}
	for l, p := range want {
		if got := cut.PriceFor(l); got != p {
			t.Errorf("cut at %v: got %v, want %v", l, got, p)
		}
	}
}

func TestDuration(t *testing.T) {
	m := testMenu(t)
	hl, _ := m.Lookup("HL-H")
	if hl.Duration() != 150*time.Minute {
		t.Errorf("got %v", hl.Duration())
	}
}

func TestNewMenuRejects(t *testing.T) {
	if _, err := NewMenu(Service{Code: "A", Minutes: 10}, Service{Code: "A", Minutes: 20}); err == nil {
		t.Error("duplicate code accepted")
	}
	if _, err := NewMenu(Service{Code: "A"}); err == nil {
		t.Error("zero minutes accepted")
	}
}

func TestInCategory(t *testing.T) {
	m := testMenu(t)
	var codes []string
	for _, s := range m.InCategory(Colour) {
		codes = append(codes, s.Code)
	}
	if len(codes) != 3 || codes[0] != "COL-R" || codes[1] != "COL-T" || codes[2] != "HL-H" {
		t.Errorf("colour services %v", codes)
	}
	if _, err := m.Lookup("PERM"); err == nil {
		t.Error("unknown code found")
	}
}

func TestLevelString(t *testing.T) {
	if Senior.String() != "senior" || Level(9).String() != "Level(9)" {
		t.Error(Senior.String(), Level(9).String())
	}
}
