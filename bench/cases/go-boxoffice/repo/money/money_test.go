package money

import "testing"

func TestPercentOf(t *testing.T) {
	tests := []struct {
		p    Pence
		pct  int64
		want Pence
	}{
		{Pounds(20, 0), 50, Pounds(10, 0)},
		{Pounds(20, 0), 25, Pounds(5, 0)},
		{Pence(999), 10, Pence(100)},
		{Pence(1), 50, Pence(1)},
		{Pence(0), 75, Pence(0)},
	}
	for _, tt := range tests {
		if got := PercentOf(tt.p, tt.pct); got != tt.want {
			t.Errorf("PercentOf(%d, %d) = %d, want %d", tt.p, tt.pct, got, tt.want)
		}
	}
}

func TestFormatPence(t *testing.T) {
	tests := map[Pence]string{
		0:              "£0.00",
		5:              "£0.05",
		Pounds(12, 50): "£12.50",
		Pounds(100, 0): "£100.00",
	}
	for p, want := range tests {
		if got := FormatPence(p); got != want {
			t.Errorf("FormatPence(%d) = %q, want %q", p, got, want)
		}
	}
}
