package tariff

import "testing"

func TestParseClock(t *testing.T) {
	for s, want := range map[string]int{"00:00": 0, "07:30": 450, "23:59": 1439, "24:00": 1440} {
		got, err := ParseClock(s)
		if err != nil || got != want {
			t.Errorf("ParseClock(%q) = %d, %v; want %d", s, got, err, want)
		}
	}
	for _, s := range []string{"7:3", "24:01", "12:60", "noon", "-1:00"} {
		if _, err := ParseClock(s); err == nil {
			t.Errorf("ParseClock(%q) accepted", s)
		}
	}
}

func TestNewBandRefusesEmptyBand(t *testing.T) {
	if _, err := NewBand("x", "10:00", "10:00", 1); err == nil {
		t.Error("empty band accepted")
	}
}

func TestStandardBands(t *testing.T) {
	tf := Standard()
	cases := []struct {
		clock string
		want  string
	}{
		{"03:00", "night"}, {"06:59", "night"}, {"07:30", "day"}, {"12:00", "day"},
		{"15:59", "day"}, {"16:00", "peak"}, {"19:59", "peak"}, {"20:00", "day"}, {"23:30", "night"},
	}
	for _, c := range cases {
		m, _ := ParseClock(c.clock)
		if got := tf.BandAt(m).Name; got != c.want {
			t.Errorf("BandAt(%s) = %s, want %s", c.clock, got, c.want)
		}
	}
}

func TestBandAtWrapsTheDay(t *testing.T) {
	tf := Standard()
	if got := tf.BandAt(MinutesPerDay + 17*60).Name; got != "peak" {
		t.Errorf("BandAt(next day 17:00) = %s, want peak", got)
	}
}
