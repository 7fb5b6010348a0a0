package philately

import "testing"

func TestParsePerf(t *testing.T) {
	cases := []struct {
		in   string
		want Perf
	}{
		{"perf 14", Perf{14, 14}},
		{"Perf 14 x 13½", Perf{14, 13.5}},
		{"P 12½x12", Perf{12.5, 12}},
		{"perf 11¾", Perf{11.75, 11.75}},
	}
	for _, c := range cases {
		got, err := ParsePerf(c.in)
		if err != nil || got != c.want {
			t.Errorf("ParsePerf(%q) = %v, %v; want %v", c.in, got, err, c.want)
		}
	}
	for _, bad := range []string{"imperf", "perf 3", "perf 14 x"} {
		if _, err := ParsePerf(bad); err == nil {
			t.Errorf("ParsePerf(%q) took it", bad)
		}
	}
}

func TestPerfString(t *testing.T) {
	if s := (Perf{14, 13.5}).String(); s != "perf 14 x 13½" {
		t.Errorf("got %q", s)
	}
	if s := (Perf{15, 15}).String(); s != "perf 15" {
		t.Errorf("got %q", s)
	}
}

func TestGauge(t *testing.T) {
	// 28 holes along 40 mm of edge is gauge 14.
	if g := Gauge(28, 40); g != 14 {
		t.Errorf("Gauge(28, 40) = %v", g)
	}
	if g := Gauge(27, 40); g != 13.5 {
		t.Errorf("Gauge(27, 40) = %v", g)
	}
}
