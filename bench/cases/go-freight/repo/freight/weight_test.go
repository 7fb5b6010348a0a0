package freight

import (
	"errors"
	"testing"
)

func TestChargeableKgTakesTheGreaterWeight(t *testing.T) {
	cases := []struct {
		name string
		p    Parcel
		want float64
	}{
		{"heavy and small", Parcel{20, 20, 10, 5}, 5},
		{"light and bulky", Parcel{50, 40, 30, 2}, 12},
		{"equal", Parcel{25, 20, 10, 1}, 1},
	}
	for _, c := range cases {
		got, err := c.p.ChargeableKg()
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got != c.want {
			t.Errorf("%s: ChargeableKg = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestChargeableKgRejectsNonPositive(t *testing.T) {
	for _, p := range []Parcel{{0, 1, 1, 1}, {1, 1, 1, 0}, {1, -2, 1, 1}} {
		if _, err := p.ChargeableKg(); !errors.Is(err, ErrBadParcel) {
			t.Errorf("%+v: err = %v, want ErrBadParcel", p, err)
		}
	}
}

func TestWholeKilosRoundsUp(t *testing.T) {
	for kg, want := range map[float64]int{0.2: 1, 1.01: 2, 3.7: 4} {
		if got := wholeKilos(kg); got != want {
			t.Errorf("wholeKilos(%v) = %d, want %d", kg, got, want)
		}
	}
}
