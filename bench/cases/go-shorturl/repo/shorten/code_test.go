package shorten

import "testing"

func TestCodesAreUniqueAndShort(t *testing.T) {
	seen := map[string]bool{}
	for n := uint64(0); n < 5000; n++ {
		c := Code(n)
		if seen[c] {
			t.Fatalf("Code(%d) = %q repeats", n, c)
		}
		seen[c] = true
		if len(c) > 3 {
			t.Fatalf("Code(%d) = %q is longer than 3", n, c)
		}
	}
}
