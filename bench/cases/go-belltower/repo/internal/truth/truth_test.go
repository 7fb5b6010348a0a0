package truth

import (
	"testing"

	"example.com/belltower/internal/row"
)

func rows(t *testing.T, ss ...string) []row.Row {
	t.Helper()
	var out []row.Row
	for _, s := range ss {
		r, err := row.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
	return out
}

func TestCheckTrue(t *testing.T) {
	if f := Check(rows(t, "12345", "21354", "23145")); f != nil {
		t.Fatalf("false: %+v", f)
	}
}

func TestCheckFalse(t *testing.T) {
	f := Check(rows(t, "1234", "2143", "2413", "2143", "1234"))
	if f == nil {
		t.Fatal("a false touch was found true")
	}
	if f.Row.String() != "2143" || f.First != 1 || f.Second != 3 {
		t.Fatalf("falseness %+v", f)
	}
}

func TestExtent(t *testing.T) {
	for stage, want := range map[int]int{3: 6, 5: 120, 6: 720, 7: 5040, 8: 40320} {
		if got := Extent(stage); got != want {
			t.Errorf("Extent(%d) = %d, want %d", stage, got, want)
		}
	}
}
