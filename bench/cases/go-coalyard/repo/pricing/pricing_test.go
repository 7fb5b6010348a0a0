package pricing

import "testing"

func TestMoneyString(t *testing.T) {
	cases := map[Money]string{0: "£0.00", 5: "£0.05", 1234: "£12.34", -250: "-£2.50", 100000: "£1000.00"}
	for m, want := range cases {
		if got := m.String(); got != want {
			t.Errorf("Money(%d).String() = %q, want %q", int64(m), got, want)
		}
	}
}

func TestVAT(t *testing.T) {
	if got := VAT(2150, ReducedRate); got != 108 {
		t.Errorf("5%% of £21.50 = %v, want £1.08", got)
	}
	if got := VAT(2150, StandardRate); got != 430 {
		t.Errorf("20%% of £21.50 = %v, want £4.30", got)
	}
	if got := VAT(10, ReducedRate); got != 1 {
		t.Errorf("5%% of 10p = %v, want 1p (half rounds up)", got)
	}
}

func TestBreaks(t *testing.T) {
	for bags, want := range map[int]float64{1: 0, 9: 0, 10: 2.5, 19: 2.5, 20: 5, 39: 5, 40: 7.5, 100: 7.5} {
		if got := BreakFor(bags); got != want {
			t.Errorf("BreakFor(%d) = %v, want %v", bags, got, want)
		}
	}
	if got := Discount(21500, 10); got != 538 {
		t.Errorf("Discount = %v, want £5.38", got)
	}
}

func TestPerTonne(t *testing.T) {
	if got := PerTonne(39500, 500); got != 19750 {
		t.Errorf("half a tonne at £395 = %v", got)
	}
	if got := PerTonne(61000, 1250); got != 76250 {
		t.Errorf("1.25 t at £610 = %v", got)
	}
}
