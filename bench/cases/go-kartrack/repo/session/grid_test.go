package session

import "testing"

func driversOf(g Grid) []string {
	var out []string
	for _, e := range g {
		out = append(out, e.Driver)
	}
	return out
}

func sameOrder(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestGridFromQualifying(t *testing.T) {
	entries, laps := heat()
	q := Classify(entries, laps)
	cases := []struct {
		reverse int
		want    []string
	}{
		{0, []string{"Ana Ribeiro", "Dev Patel", "Ben Okafor", "Chloe Marsh", "Eve Lund"}},
		{1, []string{"Ana Ribeiro", "Dev Patel", "Ben Okafor", "Chloe Marsh", "Eve Lund"}},
		{3, []string{"Ben Okafor", "Dev Patel", "Ana Ribeiro", "Chloe Marsh", "Eve Lund"}},
		{10, []string{"Chloe Marsh", "Ben Okafor", "Dev Patel", "Ana Ribeiro", "Eve Lund"}},
	}
	for _, c := range cases {
		g, err := GridFromQualifying(q, c.reverse)
		if err != nil {
			t.Fatal(err)
		}
		if got := driversOf(g); !sameOrder(got, c.want) {
			t.Errorf("reverse %d: grid %v, want %v", c.reverse, got, c.want)
		}
	}
	if _, err := GridFromQualifying(q, -1); err == nil {
		t.Error("negative reverse accepted")
	}
}

func TestGridSlot(t *testing.T) {
	entries, laps := heat()
	g, _ := GridFromQualifying(Classify(entries, laps), 3)
	if g.Slot("Ana Ribeiro") != 3 || g.Slot("Eve Lund") != 5 || g.Slot("Nobody") != 0 {
		t.Errorf("slots: Ana %d, Eve %d, Nobody %d", g.Slot("Ana Ribeiro"), g.Slot("Eve Lund"), g.Slot("Nobody"))
	}
}
