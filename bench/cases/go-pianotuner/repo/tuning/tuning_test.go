package tuning

import (
	"strings"
	"testing"

	"example.com/pianotuner/pitch"
)

const sheet = `# Broadwood upright, St Mary's hall
A4 436.0
C4 261.6
C#5 553.0
Bb2 116.3
A1 54.8
C7 2125.0
`

func TestReadSheet(t *testing.T) {
	readings, err := ReadSheet(strings.NewReader(sheet))
	if err != nil {
		t.Fatal(err)
	}
	wantKeys := []int{49, 40, 53, 26, 13, 76}
	if len(readings) != len(wantKeys) {
		t.Fatalf("got %d readings, want %d", len(readings), len(wantKeys))
	}
	for i, want := range wantKeys {
		if readings[i].Key != want {
			t.Errorf("reading %d: key %d, want %d", i, readings[i].Key, want)
		}
	}
}

func TestReadSheetErrors(t *testing.T) {
	tests := []struct {
		name, sheet, want string
	}{
		{"one field", "A4\n", "line 1: want NOTE HZ"},
		{"bad note", "\nH4 440\n", "line 2: pitch: note \"H4\""},
		{"bad hz", "A4 -3\n", "line 1: bad frequency"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ReadSheet(strings.NewReader(tt.sheet))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v, want %q", err, tt.want)
			}
		})
	}
}

func TestStretch(t *testing.T) {
	tests := []struct {
		key  int
		want float64
	}{
		{1, -8}, {13, -4}, {49, 0}, {70, 4}, {88, 10},
	}
	for _, tt := range tests {
		if got := Stretch(tt.key); got != tt.want {
			t.Errorf("Stretch(%d) = %g, want %g", tt.key, got, tt.want)
		}
	}
}

func TestDeviations(t *testing.T) {
	readings, err := ReadSheet(strings.NewReader(sheet))
	if err != nil {
		t.Fatal(err)
	}
	devs := Deviations(readings, 440)
	want := []float64{-15.8, -0.2, -4.3, -3.6, -2.3, 22.3}
	for i, d := range devs {
		if d.Cents != want[i] {
			t.Errorf("%s: %g cents, want %g", pitch.KeyName(d.Key), d.Cents, want[i])
		}
	}
	out := OutOfTolerance(devs, 10)
	if len(out) != 2 || out[0].Key != 49 || out[1].Key != 76 {
		t.Errorf("out of tolerance: %v", out)
	}
	if got := MeanCents(devs); got != -0.7 {
		t.Errorf("MeanCents = %g, want -0.7", got)
	}
}
