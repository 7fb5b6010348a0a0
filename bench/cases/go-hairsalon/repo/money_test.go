package hairsalon

import "testing"

func TestPenceString(t *testing.T) {
	cases := map[Pence]string{0: "£0.00", 4250: "£42.50", 5: "£0.05", -300: "-£3.00"}
	for p, want := range cases {
		if got := p.String(); got != want {
			t.Errorf("%d: got %q, want %q", int64(p), got, want)
		}
	}
}

func TestVAT(t *testing.T) {
	if got := Pounds(60).VAT(); got != 1000 {
		t.Errorf("VAT of £60 = %v, want £10.00", got)
	}
	if got := Pence(4250).VAT(); got != 708 {
		t.Errorf("VAT of £42.50 = %v, want £7.08", got)
	}
	if got := Pounds(60).Net(); got != 5000 {
		t.Errorf("net of £60 = %v", got)
	}
}

func TestPercent(t *testing.T) {
	if got := Pence(4250).Percent(10); got != 425 {
		t.Errorf("10%% of £42.50 = %v", got)
	}
	if got := Pence(4255).Percent(10); got != 426 {
		t.Errorf("10%% of £42.55 = %v", got)
	}
	if got := Pence(-4255).Percent(10); got != -426 {
		t.Errorf("10%% of -£42.55 = %v", got)
	}
}
