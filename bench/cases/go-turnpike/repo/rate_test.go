package turnpike

import (
	"testing"
	"time"
)

func TestParseRate(t *testing.T) {
	cases := []struct {
		in   string
		want Rate
	}{
		{"30/min", Rate{30, time.Minute}},
		{"5/s", Rate{5, time.Second}},
		{"5/SEC", Rate{5, time.Second}},
		{"1000/h", Rate{1000, time.Hour}},
		{" 20/d ", Rate{20, 24 * time.Hour}},
	}
	for _, c := range cases {
		got, err := ParseRate(c.in)
		if err != nil {
			t.Errorf("ParseRate(%q): %v", c.in, err)
			continue
		}
		if got != c.want {
			t.Errorf("ParseRate(%q) = %+v, want %+v", c.in, got, c.want)
		}
	}
}

func TestParseRateErrors(t *testing.T) {
	for _, in := range []string{"30", "0/min", "-1/s", "x/min", "10/week", "10/"} {
		if _, err := ParseRate(in); err == nil {
			t.Errorf("ParseRate(%q): no error", in)
		}
	}
}

func TestRateInterval(t *testing.T) {
	if got := (Rate{30, time.Minute}).Interval(); got != 2*time.Second {
		t.Errorf("30/min interval = %v, want 2s", got)
	}
	if got := (Rate{4, time.Second}).Interval(); got != 250*time.Millisecond {
		t.Errorf("4/s interval = %v, want 250ms", got)
	}
}

func TestRateString(t *testing.T) {
	for _, s := range []string{"30/min", "5/s", "1000/h", "20/d"} {
		r, err := ParseRate(s)
		if err != nil {
			t.Fatal(err)
		}
		if r.String() != s {
			t.Errorf("String of %q = %q", s, r.String())
		}
	}
}
