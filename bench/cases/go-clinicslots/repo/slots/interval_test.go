package slots

import (
	"reflect"
	"testing"
)

func TestOverlaps(t *testing.T) {
	tests := []struct {
		name string
		a, b interval
		want bool
	}{
		{"inside", interval{0, 60}, interval{10, 20}, true},
		{"across the start", interval{30, 60}, interval{0, 40}, true},
		{"touching", interval{0, 30}, interval{30, 60}, false},
		{"apart", interval{0, 10}, interval{20, 30}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := overlaps(tt.a, tt.b); got != tt.want {
				t.Errorf("overlaps(%v, %v) = %v, want %v", tt.a, tt.b, got, tt.want)
			}
			if got := overlaps(tt.b, tt.a); got != tt.want {
				t.Errorf("overlaps(%v, %v) = %v, want %v", tt.b, tt.a, got, tt.want)
			}
		})
	}
}

func TestSubtract(t *testing.T) {
	tests := []struct {
		name string
		free []interval
		busy interval
		want []interval
	}{
		{"splits", []interval{{0, 100}}, interval{40, 60}, []interval{{0, 40}, {60, 100}}},
		{"cuts the start", []interval{{0, 100}}, interval{0, 30}, []interval{{30, 100}}},
		{"cuts the end", []interval{{0, 100}}, interval{70, 120}, []interval{{0, 70}}},
		{"removes whole", []interval{{10, 20}, {30, 40}}, interval{5, 25}, []interval{{30, 40}}},
		{"misses", []interval{{10, 20}}, interval{20, 30}, []interval{{10, 20}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := subtract(tt.free, tt.busy); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("subtract(%v, %v) = %v, want %v", tt.free, tt.busy, got, tt.want)
			}
		})
	}
}
