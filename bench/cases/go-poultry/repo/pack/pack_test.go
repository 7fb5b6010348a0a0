package pack

import (
	"testing"
	"time"

	"poultry/grade"
)

func TestParseOrder(t *testing.T) {
	lines, err := ParseOrder("4x12L, 3x6M,1xtrayXL , 2x10S")
	if err != nil {
		t.Fatal(err)
	}
	want := []Line{
		{grade.Large, Dozen, 4},
		{grade.Medium, HalfDozen, 3},
		{grade.VeryLarge, Tray, 1},
		{grade.Small, Ten, 2},
	}
	if len(lines) != len(want) {
		t.Fatalf("ParseOrder: %v", lines)
	}
	for i := range want {
		if lines[i] != want[i] {
			t.Errorf("line %d = %v, want %v", i, lines[i], want[i])
		}
	}
	for _, bad := range []string{"12L", "0x12L", "3x12J", "3x7M", "ax6M"} {
		if _, err := ParseOrder(bad); err == nil {
			t.Errorf("ParseOrder(%q) accepted", bad)
		}
	}
}

func TestFill(t *testing.T) {
	stock := [grade.NumSizes]int{5, 40, 50, 9}
	order := []Line{
		{grade.Large, Dozen, 4},
		{grade.Medium, HalfDozen, 3},
		{grade.VeryLarge, Ten, 1},
		{grade.Medium, Tray, 1},
	}
	packed, short, left := Fill(stock, order)
	if got := Join(packed); got != "4 x 12 L, 3 x 6 M" {
		t.Errorf("packed %q", got)
	}
	if got := Join(short); got != "1 x 10 XL, 1 x tray M" {
		t.Errorf("short %q", got)
	}
	if left != [grade.NumSizes]int{5, 22, 2, 9} {
		t.Errorf("left %v", left)
	}
}

func TestFillPartLine(t *testing.T) {
	packed, short, left := Fill([grade.NumSizes]int{0, 0, 27, 0}, []Line{{grade.Large, HalfDozen, 6}})
	if Join(packed) != "4 x 6 L" || Join(short) != "2 x 6 L" || left[grade.Large] != 3 {
		t.Errorf("packed %q, short %q, left %v", Join(packed), Join(short), left)
	}
	if Join(nil) != "none" {
		t.Errorf("Join(nil) = %q", Join(nil))
	}
}

func TestLabel(t *testing.T) {
	l := Label{
		Line:     Line{grade.Large, Dozen, 4},
		House:    "Orchard",
		LaidOn:   time.Date(2026, 12, 3, 0, 0, 0, 0, time.UTC),
		PackedOn: time.Date(2026, 12, 4, 0, 0, 0, 0, time.UTC),
	}
	want := "12 L eggs, Orchard, packed 04/12/2026, best before 31/12/2026"
	if got := l.String(); got != want {
		t.Errorf("label %q, want %q", got, want)
	}
}
