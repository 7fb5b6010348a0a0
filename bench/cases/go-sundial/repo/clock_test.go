package sundial

import "testing"

var (
	york   = Site{Name: "York", Lat: 53.96, Lon: -1.08, ZoneMeridian: 0}
	berlin = Site{Name: "Berlin", Lat: 52.52, Lon: 13.40, ZoneMeridian: 15}
)

func TestClockAtDialNoon(t *testing.T) {
	cases := []struct {
		name string
		site Site
		n    int
		want string
	}{
		{"york november", york, 307, "11:48"},
		{"york february", york, 42, "12:19"},
		{"berlin new year", berlin, 1, "12:10"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := FormatClock(ClockMinutes(c.site, c.n, 720)); got != c.want {
				t.Errorf("clock at dial noon = %s, want %s", got, c.want)
			}
		})
	}
}

func TestSummerTimeAddsAnHour(t *testing.T) {
	summer := york
	summer.Summer = true
	if got := FormatClock(ClockMinutes(summer, 172, 720)); got != "13:06" {
		t.Errorf("York midsummer dial noon = %s, want 13:06", got)
	}
}

func TestClockWrapsPastMidnight(t *testing.T) {
	if got := FormatClock(ClockMinutes(berlin, 1, 10)); got != "00:20" {
		t.Errorf("Berlin 00:10 solar on 1 Jan = %s, want 00:20", got)
	}
}
