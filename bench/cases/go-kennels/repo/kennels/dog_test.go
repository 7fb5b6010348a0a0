package kennels

import "testing"

func TestSizeForWeight(t *testing.T) {
	cases := []struct {
		kg   float64
		want Size
	}{
		{3, Small}, {10, Small}, {10.5, Medium}, {25, Medium}, {25.1, Large}, {45, Large}, {60, Giant},
	}
	for _, c := range cases {
		if got := SizeForWeight(c.kg); got != c.want {
			t.Errorf("SizeForWeight(%v) = %v, want %v", c.kg, got, c.want)
		}
	}
}

func TestParseSize(t *testing.T) {
	for _, name := range []string{"small", " Medium", "LARGE", "giant "} {
		s, err := ParseSize(name)
		if err != nil {
			t.Errorf("ParseSize(%q): %v", name, err)
			continue
		}
		if s.String() == "" {
			t.Errorf("ParseSize(%q) gave an unnamed size", name)
		}
	}
	if _, err := ParseSize("tiny"); err == nil {
		t.Error("ParseSize(tiny) should fail")
	}
	if got := Size(9).String(); got != "Size(9)" {
		t.Errorf("Size(9).String() = %q", got)
	}
}

func TestLabel(t *testing.T) {
	if got := bramble.Label(); got != "Bramble (springer spaniel)" {
		t.Errorf("Label() = %q", got)
	}
	if got := (Dog{Name: "Pip"}).Label(); got != "Pip" {
		t.Errorf("Label() without breed = %q", got)
	}
}
