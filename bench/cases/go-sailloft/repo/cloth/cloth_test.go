package cloth

import (
	"testing"

	"sailloft/sail"
)

func TestGet(t *testing.T) {
	c, err := Stock.Get("D52")
	if err != nil || c.WeightOz != 5.2 {
		t.Fatalf("Get(D52) = %+v, %v", c, err)
	}
	if _, err := Stock.Get("X1"); err == nil {
		t.Error("Get(X1) found something")
	}
}

func TestCodes(t *testing.T) {
	got := Stock.Codes()
	want := []string{"D38", "D52", "D76", "D92", "SUN", "UVD4"}
	if len(got) != len(want) {
		t.Fatalf("Codes() = %v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("Codes()[%d] = %s, want %s", i, got[i], want[i])
		}
	}
}

func TestRecommend(t *testing.T) {
	cases := []struct {
		loa  float64
		kind sail.Kind
		want string
	}{
		{5.5, sail.Mainsail, "D38"},
		{5.5, sail.Jib, "D38"},
		{7.3, sail.Mainsail, "D52"},
		{7.3, sail.Genoa, "D38"},
		{9.1, sail.Mainsail, "D76"},
		{9.1, sail.Genoa, "D52"},
		{12, sail.Mainsail, "D92"},
		{12, sail.Staysail, "D76"},
	}
	for _, c := range cases {
		if got := Recommend(c.loa, c.kind); got != c.want {
			t.Errorf("Recommend(%v, %v) = %s, want %s", c.loa, c.kind, got, c.want)
		}
	}
}

func TestPanels(t *testing.T) {
	cases := []struct {
		h, w float64
		want int
	}{
		{9.0, 0.914, 11},
		{8.99, 0.914, 10},
		{0.899, 0.914, 1},
		{0.9, 0.914, 2},
		{0, 0.914, 0},
		{5, 0.01, 0},
	}
	for _, c := range cases {
		if got := Panels(c.h, c.w); got != c.want {
			t.Errorf("Panels(%v, %v) = %d, want %d", c.h, c.w, got, c.want)
		}
	}
}

func TestMetresFor(t *testing.T) {
	d76 := Stock["D76"]
	main := sail.Sail{Kind: sail.Mainsail, Luff: 10, Leech: 10.5, Foot: 3.5, RoachPct: 10}
	// 12 panels of 3.5*0.55*1.1 m, plus 12%.
	if got := MetresFor(main, d76); got != 28.46 {
		t.Errorf("MetresFor(main) = %v, want 28.46", got)
	}
	jib := sail.Sail{Kind: sail.Jib, Luff: 5, Leech: 4, Foot: 3}
	// LP 2.4 m: 3 panels of 1.65 m, plus 12%.
	if got := MetresFor(jib, d76); got != 5.54 {
		t.Errorf("MetresFor(jib) = %v, want 5.54", got)
	}
}

func TestCost(t *testing.T) {
	d52 := Stock["D52"]
	if got := Cost(5.54, d52); got != 7952 {
		t.Errorf("Cost(5.54) = %d, want 7952", got)
	}
	if got := Cost(2.0, d52); got != 2840 {
		t.Errorf("Cost(2.0) = %d, want 2840", got)
	}
}
