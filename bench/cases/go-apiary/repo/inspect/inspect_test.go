package inspect

import (
	"testing"

	"example.com/apiary/hive"
)

func TestSummary(t *testing.T) {
	boxes := []hive.Box{
		{Kind: hive.BroodBox, Frames: 10, Brood: 7, Capped: 2, Uncapped: 1},
		{Kind: hive.Super, Frames: 11, Capped: 5, Uncapped: 4},
	}
	tests := []struct {
		name string
		hive hive.Hive
		want string
	}{
		{"marked queen", hive.Hive{ID: "H1", Boxes: boxes, Queen: hive.Queen{Year: 2025, Marked: true, Seen: true}},
			"H1: 2 boxes, brood on 7, honey on 12, queen seen (blue)"},
		{"unmarked queen", hive.Hive{ID: "H2", Boxes: boxes, Queen: hive.Queen{Seen: true}},
			"H2: 2 boxes, brood on 7, honey on 12, queen seen, unmarked"},
		{"queen not seen", hive.Hive{ID: "H3", Boxes: boxes[:1]},
			"H3: 1 box, brood on 7, honey on 3, queen not seen, brood present"},
		{"queenless", hive.Hive{ID: "H4", Boxes: []hive.Box{{Kind: hive.BroodBox, Frames: 10, Capped: 3}}},
			"H4: 1 box, brood on 0, honey on 3, QUEENLESS?"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Summary(tt.hive); got != tt.want {
				t.Errorf("Summary() = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestNextVisit(t *testing.T) {
	strong := hive.Hive{ID: "S", Boxes: []hive.Box{{Kind: hive.BroodBox, Frames: 10, Brood: 8}}}
	weak := hive.Hive{ID: "W", Boxes: []hive.Box{{Kind: hive.BroodBox, Frames: 10, Brood: 4}}}
	tests := []struct {
		name   string
		hive   hive.Hive
		season bool
		want   int
	}{
		{"strong colony in swarm season", strong, true, 7},
		{"weak colony in swarm season", weak, true, 14},
		{"strong colony after the season", strong, false, 14},
	}
	for _, tt := range tests {
		if got := NextVisit(tt.hive, tt.season); got != tt.want {
			t.Errorf("%s: NextVisit() = %d, want %d", tt.name, got, tt.want)
		}
	}
}
