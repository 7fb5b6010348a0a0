package tariff

import (
	"testing"
	"time"
)

func at(s string) time.Time {
	t, err := time.Parse("2006-01-02 15:04", s)
	if err != nil {
		panic(err)
	}
	return t
}

func TestStandardTariffsAreValid(t *testing.T) {
	tb := Standard()
	for _, tr := range []Tariff{tb.Day, tb.Night, tb.Holiday} {
		if err := tr.Validate(); err != nil {
			t.Error(err)
		}
	}
}

func TestValidateRejectsOddPerMile(t *testing.T) {
	if err := (Tariff{Name: "X", PerMile: 215}).Validate(); err == nil {
		t.Error("215p a mile should not validate")
	}
	if err := (Tariff{PerMile: 200}).Validate(); err == nil {
		t.Error("a tariff without a name should not validate")
	}
}

func TestTariffForStartTime(t *testing.T) {
	tb := Standard()
	tb.Holidays = map[string]bool{"2025-08-25": true}
	cases := []struct {
		start string
		want  string
	}{
		{"2025-06-16 05:59", "Tariff 2"}, // Monday, before six
		{"2025-06-16 06:00", "Tariff 1"},
		{"2025-06-16 21:59", "Tariff 1"},
		{"2025-06-16 22:00", "Tariff 2"},
		{"2025-06-14 13:00", "Tariff 1"}, // Saturday
		{"2025-06-15 13:00", "Tariff 2"}, // Sunday
		{"2025-08-25 13:00", "Tariff 3"}, // bank holiday from the table
		{"2025-12-25 09:00", "Tariff 3"},
		{"2025-12-26 23:30", "Tariff 3"},
		{"2026-01-01 02:00", "Tariff 3"},
		{"2025-12-24 18:00", "Tariff 1"},
	}
	for _, c := range cases {
		if got := tb.For(at(c.start)).Name; got != c.want {
			t.Errorf("For(%s) = %s, want %s", c.start, got, c.want)
		}
	}
}
