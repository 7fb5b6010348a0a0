package format

import "testing"

func TestShort(t *testing.T) {
	cases := []struct {
		n    int64
		want string
	}{
		{0, "0B"},
		{512, "512B"},
		{1024, "1.0K"},
		{1536, "1.5K"},
		{10 * 1024 * 1024, "10M"},
		{3 * 1024 * 1024 * 1024, "3.0G"},
	}
	for _, c := range cases {
		if got := Short(c.n); got != c.want {
			t.Errorf("Short(%d) = %q, want %q", c.n, got, c.want)
		}
	}
}
