package payslip

import (
	"testing"

	"example.com/payroll/hours"
	"example.com/payroll/money"
)

const day = 24 * 60

func at(d, startH, endH int) hours.Shift {
	return hours.Shift{Start: d*day + startH*60, End: d*day + endH*60}
}

var standard = Rate{Hourly: money.FromUnits(30, 0), OvertimeBP: 15000, NightLoadingBP: 2500}

func TestOrdinaryWeek(t *testing.T) {
	s := Compute(standard, []hours.Shift{at(0, 9, 17), at(1, 9, 17), at(2, 9, 17)})
	if s.Ordinary != money.FromUnits(720, 0) || s.Overtime != 0 || s.Night != 0 {
		t.Fatalf("got %+v", s)
	}
}

func TestOvertimeWeek(t *testing.T) {
	var shifts []hours.Shift
	for d := 0; d < 5; d++ {
		shifts = append(shifts, at(d, 8, 17))
	}
	s := Compute(standard, shifts)
	if want := money.FromUnits(1140, 0); s.Ordinary != want {
		t.Errorf("ordinary = %s, want %s", s.Ordinary, want)
	}
	if want := money.FromUnits(315, 0); s.Overtime != want {
		t.Errorf("overtime = %s, want %s", s.Overtime, want)
	}
	if want := money.FromUnits(1455, 0); s.Gross() != want {
		t.Errorf("gross = %s, want %s", s.Gross(), want)
	}
}

func TestNightLoading(t *testing.T) {
	s := Compute(standard, []hours.Shift{at(0, 20, 24)})
	if want := money.FromUnits(15, 0); s.Night != want {
		t.Errorf("night = %s, want %s", s.Night, want)
	}
}

func TestRender(t *testing.T) {
	s := Slip{Ordinary: 100, Overtime: 0, Night: 5}
	want := "ordinary         1.00\novertime         0.00\nnight            0.05\ngross            1.05\n"
	if got := s.Render(); got != want {
		t.Errorf("got %q", got)
	}
}
