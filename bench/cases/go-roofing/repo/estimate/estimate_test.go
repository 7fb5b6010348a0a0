package estimate

import (
	"strings"
	"testing"

	"roofquote/money"
	"roofquote/roof"
	"roofquote/tiles"
)

func tile(t *testing.T, code string) tiles.Tile {
	t.Helper()
	tl, err := tiles.Lookup(code)
	if err != nil {
		t.Fatal(err)
	}
	return tl
}

// A semi-detached house, 8.5 m by 7.2 m, 35° gable roof: 74.71 m².
func semi(t *testing.T) roof.Roof {
	t.Helper()
	r, err := roof.Gable(8.5, 7.2, 35)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestInterlockingGable(t *testing.T) {
	to, err := Estimate(semi(t), Options{Tile: tile(t, "CI-MOD"), Waste: 0.05})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{
		"Concrete interlocking, flat profile": 758,
		"Batten 25 x 50, 4.8 m":               50,
		"Breathable membrane, 50 m²":          2,
		"Ridge tile":                          19,
		"Mortar, 25 kg":                       9,
	}
	for item, qty := range want {
		if got := to.Qty(item); got != qty {
			t.Errorf("%s: qty %d, want %d", item, got, qty)
		}
	}
	if len(to.Lines) != len(want) {
		t.Errorf("%d lines, want %d: %+v", len(to.Lines), len(want), to.Lines)
	}
	if got, want := to.Total(), money.Pence(179081); got != want {
		t.Errorf("total %v, want %v", got, want)
	}
}

func TestPlainTileHipped(t *testing.T) {
	r, err := roof.Hipped(9, 6, 45)
	if err != nil {
		t.Fatal(err)
	}
	to, err := Estimate(r, Options{Tile: tile(t, "CP-PLN"), Waste: 0.10})
	if err != nil {
		t.Fatal(err)
	}
	// 76.37 m² at 60.6 tiles/m², 10% waste
	if got := to.Qty("Clay plain tile, smooth red"); got != 5092 {
		t.Errorf("plain tiles: %d, want 5092", got)
	}
	if got := to.Qty("Hip tile"); got != 47 {
		t.Errorf("hip tiles: %d, want 47", got)
	}
	if got := to.Qty("Ridge tile"); got != 7 {
		t.Errorf("ridge tiles: %d, want 7", got)
	}
	if got := to.Qty("Batten 25 x 50, 4.8 m"); got != 176 {
		t.Errorf("battens: %d, want 176", got)
	}
}

func TestValleys(t *testing.T) {
	house := semi(t)
	ext, err := roof.Gable(3, 4, 35)
	if err != nil {
		t.Fatal(err)
	}
	to, err := Estimate(house.Join(ext, 4.9), Options{Tile: tile(t, "CI-DBR")})
	if err != nil {
		t.Fatal(err)
	}
	if got := to.Qty("GRP valley trough, 3 m"); got != 2 {
		t.Errorf("valley troughs: %d, want 2", got)
	}
}

func TestTooShallow(t *testing.T) {
	r, _ := roof.Gable(6, 5, 30)
	_, err := Estimate(r, Options{Tile: tile(t, "CP-PLN")})
	if err == nil || !strings.Contains(err.Error(), "needs at least 35.0°") {
		t.Errorf("err = %v", err)
	}
	if _, err := Estimate(r, Options{}); err == nil {
		t.Error("no tile: no error")
	}
	if _, err := Estimate(r, Options{Tile: tile(t, "CI-MOD"), Waste: 0.8}); err == nil {
		t.Error("80% waste: no error")
	}
}
