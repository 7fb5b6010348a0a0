package timing

import (
	"strings"
	"testing"
	"time"
)

func TestParseElapsed(t *testing.T) {
	cases := []struct {
		in   string
		want time.Duration
	}{
		{"83.412", 83*time.Second + 412*time.Millisecond},
		{"1:23.412", 83*time.Second + 412*time.Millisecond},
		{"0:05", 5 * time.Second},
		{"12:00.001", 12*time.Minute + time.Millisecond},
		{"41", 41 * time.Second},
		{"0.0005", time.Millisecond},
	}
	for _, c := range cases {
		got, err := ParseElapsed(c.in)
		if err != nil {
			t.Errorf("ParseElapsed(%q): %v", c.in, err)
			continue
		}
		if got != c.want {
			t.Errorf("ParseElapsed(%q) = %v, want %v", c.in, got, c.want)
		}
	}
}

func TestParseElapsedErrors(t *testing.T) {
	for _, in := range []string{"", "x", "1:5.2", "1:60.000", "-3", "a:10", "1:123.4", "-1:10"} {
		if _, err := ParseElapsed(in); err == nil {
			t.Errorf("ParseElapsed(%q) gave no error", in)
		}
	}
}

func TestParsePassings(t *testing.T) {
	in := `# loop 1, heat 3
7,0:31.200
3,0:30.050

7,1:05.900
3, 1:04.400
`
	ps, err := ParsePassings(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	want := []Passing{
		{3, 30*time.Second + 50*time.Millisecond},
		{7, 31*time.Second + 200*time.Millisecond},
		{3, 64*time.Second + 400*time.Millisecond},
		{7, 65*time.Second + 900*time.Millisecond},
	}
	if len(ps) != len(want) {
		t.Fatalf("got %d passings, want %d: %v", len(ps), len(want), ps)
	}
	for i := range want {
		if ps[i] != want[i] {
			t.Errorf("passing %d = %+v, want %+v", i, ps[i], want[i])
		}
	}
}

func TestParsePassingsErrors(t *testing.T) {
	for _, in := range []string{"7", "7,1:00,3", "0,1:00.000", "x,1:00.000", "7,soon"} {
		if _, err := ParsePassings(strings.NewReader(in)); err == nil {
			t.Errorf("ParsePassings(%q) gave no error", in)
		} else if !strings.Contains(err.Error(), "line 1") {
			t.Errorf("ParsePassings(%q) error %q does not name the line", in, err)
		}
	}
}
