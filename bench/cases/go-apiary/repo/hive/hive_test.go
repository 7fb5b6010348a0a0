package hive

import "testing"

func TestBoxValidate(t *testing.T) {
	tests := []struct {
		name    string
		box     Box
		wantErr bool
	}{
		{"empty brood box", Box{Kind: BroodBox, Frames: 10}, false},
		{"full brood box", Box{Kind: BroodBox, Frames: 10, Brood: 7, Capped: 2, Uncapped: 1}, false},
		{"super with honey", Box{Kind: Super, Frames: 11, Capped: 6, Uncapped: 3}, false},
		{"no frames", Box{Kind: Super}, true},
		{"too many frames counted", Box{Kind: BroodBox, Frames: 10, Brood: 8, Capped: 3}, true},
		{"negative count", Box{Kind: Super, Frames: 11, Capped: -1}, true},
		{"brood in a super", Box{Kind: Super, Frames: 11, Brood: 2}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.box.Validate()
			if (err != nil) != tt.wantErr {
				t.Errorf("Validate() error = %v, wantErr %v", err, tt.wantErr)
			}
		})
	}
}

func TestHiveCounts(t *testing.T) {
	h := Hive{ID: "H1", Boxes: []Box{
		{Kind: BroodBox, Frames: 10, Brood: 7, Capped: 2, Uncapped: 1},
		{Kind: Super, Frames: 11, Capped: 5, Uncapped: 4},
		{Kind: Super, Frames: 11, Uncapped: 2},
	}}
	tests := []struct {
		name string
		got  int
		want int
	}{
		{"brood frames", h.BroodFrames(), 7},
		{"honey frames", h.HoneyFrames(), 14},
		{"supers", h.Supers(), 2},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%s = %d, want %d", tt.name, tt.got, tt.want)
		}
	}
	if err := h.Validate(); err != nil {
		t.Errorf("Validate() = %v", err)
	}
	if err := (Hive{ID: "H2"}).Validate(); err == nil {
		t.Errorf("a hive with no boxes validated")
	}
}

func TestMarkColour(t *testing.T) {
	tests := []struct {
		year int
		want string
	}{
		{2020, "blue"}, {2021, "white"}, {2022, "yellow"}, {2023, "red"}, {2024, "green"},
		{2025, "blue"}, {2026, "white"},
	}
	for _, tt := range tests {
		if got := MarkColour(tt.year); got != tt.want {
			t.Errorf("MarkColour(%d) = %q, want %q", tt.year, got, tt.want)
		}
	}
}
