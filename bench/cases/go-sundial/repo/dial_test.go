package sundial

import "testing"

func TestHorizontalHourLines(t *testing.T) {
	const greenwich = 51.48
	cases := []struct {
		hour float64
		want float64
	}{
		{12, 0},
		{13, 11.84},
		{11, -11.84},
		{9, -38.04},
		{18, 90},
		{19, 108.91},
	}
	for _, c := range cases {
		if got := HourLineAngle(Horizontal, greenwich, c.hour); !near(got, c.want, 0.01) {
			t.Errorf("horizontal hour line %v at %.2f = %.2f, want %.2f", c.hour, greenwich, got, c.want)
		}
	}
}

func TestVerticalSouthHourLines(t *testing.T) {
	if got := HourLineAngle(VerticalSouth, 51.48, 15); !near(got, 31.91, 0.01) {
		t.Errorf("vertical hour line 15 = %.2f, want 31.91", got)
	}
}

func TestSouthernHemisphereMirrorsNorth(t *testing.T) {
	for h := 6.0; h <= 18; h++ {
		n := HourLineAngle(Horizontal, 34, h)
		s := HourLineAngle(Horizontal, -34, h)
		if !near(n, s, 1e-9) {
			t.Errorf("hour %v: north %.4f, south %.4f", h, n, s)
		}
	}
}

func TestStyleHeight(t *testing.T) {
	if got := StyleHeight(Horizontal, 51.48); got != 51.48 {
		t.Errorf("horizontal style height = %v", got)
	}
	if got := StyleHeight(VerticalSouth, 51.48); !near(got, 38.52, 1e-9) {
		t.Errorf("vertical style height = %v", got)
	}
	if got := VerticalSouth.String(); got != "vertical south" {
		t.Errorf("String() = %q", got)
	}
}
