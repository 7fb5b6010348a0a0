package category

import "testing"

func TestOf(t *testing.T) {
	cases := []struct {
		years int
		c     Condition
		want  Grade
	}{
		{80, Good, A},
		{40, Good, A},
		{39, Good, B},
		{20, Good, B},
		{19, Good, C},
		{10, Good, C},
		{9, Good, U},
		{80, Fair, B},
		{25, Fair, B},
		{80, Poor, C},
		{15, Poor, C},
		{5, Poor, U},
		{100, Dead, U},
	}
	for _, c := range cases {
		if got := Of(c.years, c.c); got != c.want {
			t.Errorf("Of(%d, %v) = %s, want %s", c.years, c.c, got, c.want)
		}
	}
}

func TestParseCondition(t *testing.T) {
	for s, want := range map[string]Condition{"good": Good, " Fair": Fair, "POOR": Poor, "dead ": Dead} {
		got, err := ParseCondition(s)
		if err != nil || got != want {
			t.Errorf("ParseCondition(%q) = %v, %v; want %v", s, got, err, want)
		}
	}
	if _, err := ParseCondition("sickly"); err == nil {
		t.Error(`ParseCondition("sickly"): want an error`)
	}
}

func TestColour(t *testing.T) {
	want := map[Grade]string{A: "green", B: "blue", C: "grey", U: "red"}
	for g, c := range want {
		if got := g.Colour(); got != c {
			t.Errorf("%s.Colour() = %s, want %s", g, got, c)
		}
	}
}
