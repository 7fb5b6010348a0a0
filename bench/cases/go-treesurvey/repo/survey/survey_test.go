package survey

import (
	"math"
	"os"
	"strings"
	"testing"

	"example.com/treesurvey/category"
	"example.com/treesurvey/rpa"
)

func orchardLane(t *testing.T) *Survey {
	t.Helper()
	f, err := os.Open("testdata/orchard-lane.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s, err := Read(f)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func tree(t *testing.T, s *Survey, tag string) Tree {
	t.Helper()
	for _, tr := range s.Trees {
		if tr.Tag == tag {
			return tr
		}
	}
	t.Fatalf("no tree %s", tag)
	return Tree{}
}

func TestRead(t *testing.T) {
	s := orchardLane(t)
	if s.Site != "Land at Orchard Lane, Wickham" {
		t.Errorf("Site = %q", s.Site)
	}
	if len(s.Trees) != 6 {
		t.Fatalf("read %d trees, want 6", len(s.Trees))
	}
	t3 := tree(t, s, "T3")
	if len(t3.Stems) != 5 || t3.Stems[4] != 210 {
		t.Errorf("T3 stems = %v", t3.Stems)
	}
	if t3.Spread != [4]float64{7, 7, 6, 8} || t3.At != (rpa.Point{X: 32, Y: 22}) {
		t.Errorf("T3 spread %v at %v", t3.Spread, t3.At)
	}
	if t3.Condition != category.Fair || t3.Years != 45 || t3.HeightM != 15 {
		t.Errorf("T3 = %+v", t3)
	}
}

func TestReadRejects(t *testing.T) {
	bad := []string{
		"Site\nT1; Quercus robur; 820; 19; 9,8.5,10,9; 10,40; good\n",
		"Site\nT1; Quercus robur; 820; 19; 9,8.5,10; 10,40; good; 80\n",
		"Site\nT1; Quercus robur; 820+x; 19; 9,8.5,10,9; 10,40; good; 80\n",
		"Site\nT1; Quercus robur; 820; 19; 9,8.5,10,9; 10,40; splendid; 80\n",
		"Site\nT1; Quercus robur; 820; 19; 9,8.5,10,9; 10,40; good; 80\nT1; Ilex; 200; 5; 2,2,2,2; 1,1; good; 50\n",
	}
	for _, in := range bad {
		if _, err := Read(strings.NewReader(in)); err == nil {
			t.Errorf("Read(%q): want an error", in)
		}
	}
}

func TestRootProtection(t *testing.T) {
	s := orchardLane(t)
	cases := []struct {
		tag          string
		dia, r, area float64
	}{
		{"T1", 820, 9.84, 304.187},
		{"T3", 690.145, 8.2817, 215.473},
		{"T6", 1400, 15, 706.858},
	}
	for _, c := range cases {
		tr := tree(t, s, c.tag)
		if d := tr.Diameter(); math.Abs(d-c.dia) > 0.001 {
			t.Errorf("%s diameter = %.3f, want %.3f", c.tag, d, c.dia)
		}
		if r := tr.RPARadius(); math.Abs(r-c.r) > 0.0001 {
			t.Errorf("%s RPA radius = %.4f, want %.4f", c.tag, r, c.r)
		}
		if a := tr.RPAArea(); math.Abs(a-c.area) > 0.001 {
			t.Errorf("%s RPA area = %.3f, want %.3f", c.tag, a, c.area)
		}
	}
}

func TestSummarise(t *testing.T) {
	sum := orchardLane(t).Summarise()
	want := map[category.Grade]int{category.A: 2, category.B: 2, category.C: 1, category.U: 1}
	for g, n := range want {
		if sum.Count[g] != n {
			t.Errorf("category %s: %d trees, want %d", g, sum.Count[g], n)
		}
	}
	if math.Abs(sum.RetainedRPA-1347.498) > 0.001 {
		t.Errorf("retained RPA = %.3f m², want 1347.498", sum.RetainedRPA)
	}
}

func TestConflicts(t *testing.T) {
	house := rpa.Rect{Min: rpa.Point{X: 18, Y: 25}, Max: rpa.Point{X: 40, Y: 34}}
	got := orchardLane(t).Conflicts(house)
	want := []Conflict{
		{Tag: "T3", Grade: category.B, Share: 0.273},
		{Tag: "T4", Grade: category.B, Share: 0.304},
		{Tag: "T2", Grade: category.C, Share: 0.076},
	}
	if len(got) != len(want) {
		t.Fatalf("Conflicts = %+v, want %d trees", got, len(want))
	}
	for i := range want {
		if got[i].Tag != want[i].Tag || got[i].Grade != want[i].Grade || math.Abs(got[i].Share-want[i].Share) > 0.0005 {
			t.Errorf("conflict %d = %+v, want %+v", i, got[i], want[i])
		}
	}
}
