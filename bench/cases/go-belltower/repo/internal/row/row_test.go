package row

import "testing"

func TestRoundsAndString(t *testing.T) {
	if got := Rounds(6).String(); got != "123456" {
		t.Fatalf("Rounds(6) = %s", got)
	}
	if got := Rounds(12).String(); got != "1234567890ET" {
		t.Fatalf("Rounds(12) = %s", got)
	}
	if !Rounds(8).IsRounds() {
		t.Fatal("rounds is not rounds")
	}
}

func TestParse(t *testing.T) {
	r, err := Parse("132546")
	if err != nil {
		t.Fatal(err)
	}
	if r.String() != "132546" || r.IsRounds() {
		t.Fatalf("Parse = %v", r)
	}
	for _, bad := range []string{"", "1224", "1237", "12x"} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("Parse(%q) gave no error", bad)
		}
	}
}

func TestTimes(t *testing.T) {
	lh, _ := Parse("135264")
	if got := Rounds(6).Times(lh).String(); got != "135264" {
		t.Fatalf("rounds times lead head = %s", got)
	}
	if got := lh.Times(lh).String(); got != "156342" {
		t.Fatalf("second lead head = %s, want 156342", got)
	}
}

func TestPlaceOf(t *testing.T) {
	r, _ := Parse("21453")
	if r.PlaceOf(0) != 1 || r.PlaceOf(2) != 4 || r.PlaceOf(5) != -1 {
		t.Fatalf("PlaceOf on %s", r)
	}
}
