package sundial

import (
	"strings"
	"testing"
)

func TestPlateHours(t *testing.T) {
	lines, err := Plate(Horizontal, 51.48, 6, 18, 60)
	if err != nil {
		t.Fatal(err)
	}
	if len(lines) != 13 {
		t.Fatalf("got %d lines, want 13", len(lines))
	}
	var labels []string
	for _, l := range lines {
		labels = append(labels, l.Label)
	}
	want := "VI VII VIII IX X XI XII I II III IIII V VI"
	if got := strings.Join(labels, " "); got != want {
		t.Errorf("labels = %s, want %s", got, want)
	}
	if lines[6].Angle != 0 {
		t.Errorf("noon line at %v, want 0", lines[6].Angle)
	}
}

func TestPlateHalfHours(t *testing.T) {
	lines, err := Plate(VerticalSouth, 51.48, 9, 15, 30)
	if err != nil {
		t.Fatal(err)
	}
	if len(lines) != 13 || lines[1].Label != "" || lines[2].Label != "X" {
		t.Errorf("half-hour plate: %+v", lines)
	}
}

func TestPlateRejectsBadStep(t *testing.T) {
	if _, err := Plate(Horizontal, 50, 6, 18, 25); err == nil {
		t.Error("step 25 accepted")
	}
	if _, err := Plate(Horizontal, 50, 18, 6, 60); err == nil {
		t.Error("reversed hours accepted")
	}
}

func TestCorrectionCard(t *testing.T) {
	card := CorrectionCard(berlin, 2026)
	for _, want := range []string{"Berlin: clock time at dial noon\n", "Jan 12:10\n", "Feb 12:20\n", "Nov 11:50\n", "Dec 11:56\n"} {
		if !strings.Contains(card, want) {
			t.Errorf("card lacks %q:\n%s", want, card)
		}
	}
}
