package pitch

import (
	"math"
	"testing"
)

func TestParseNote(t *testing.T) {
	tests := []struct {
		name string
		want int
	}{
		{"A0", 1},
		{"C1", 4},
		{"C4", 40},
		{"A4", 49},
		{"C#5", 53},
		{"Bb2", 26},
		{"C8", 88},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseNote(tt.name)
			if err != nil {
				t.Fatalf("ParseNote(%q): %v", tt.name, err)
			}
			if got != tt.want {
				t.Errorf("ParseNote(%q) = %d, want %d", tt.name, got, tt.want)
			}
		})
	}
}

func TestParseNoteErrors(t *testing.T) {
	for _, name := range []string{"", "H4", "C", "A-1", "D8", "Cx"} {
		if _, err := ParseNote(name); err == nil {
			t.Errorf("ParseNote(%q): no error", name)
		}
	}
}

func TestKeyName(t *testing.T) {
	tests := []struct {
		key  int
		want string
	}{
		{1, "A0"}, {4, "C1"}, {40, "C4"}, {49, "A4"}, {50, "A#4"}, {88, "C8"},
	}
	for _, tt := range tests {
		if got := KeyName(tt.key); got != tt.want {
			t.Errorf("KeyName(%d) = %q, want %q", tt.key, got, tt.want)
		}
	}
}

func TestFrequency(t *testing.T) {
	tests := []struct {
		key  int
		a4   float64
		want float64
	}{
		{49, 440, 440},
		{61, 440, 880},
		{40, 440, 261.63},
		{1, 440, 27.5},
		{49, 442, 442},
	}
	for _, tt := range tests {
		got := Frequency(tt.key, tt.a4)
		if math.Abs(got-tt.want) > 0.01 {
			t.Errorf("Frequency(%d, %g) = %.3f, want %.2f", tt.key, tt.a4, got, tt.want)
		}
	}
}

func TestCents(t *testing.T) {
	tests := []struct {
		measured, target, want float64
	}{
		{440, 440, 0},
		{880, 440, 1200},
		{436, 440, -15.8},
		{441, 440, 3.9},
	}
	for _, tt := range tests {
		if got := Round1(Cents(tt.measured, tt.target)); got != tt.want {
			t.Errorf("Cents(%g, %g) = %g, want %g", tt.measured, tt.target, got, tt.want)
		}
	}
}
