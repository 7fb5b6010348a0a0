package tenancy

import (
	"testing"
	"time"

	"example.org/lettings/internal/money"
)

func date(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }

var flat = Tenancy{Ref: "T-104", Property: "Flat 2, 17 Mill Lane", Tenant: "J. Okonjo", Rent: money.Pounds(950, 0),
	Start: date(2026, 8, 31), Deposit: money.Pounds(1096, 0)}

func TestDepositCap(t *testing.T) {
	if got := flat.DepositCap(); got != money.Pounds(1096, 15) {
		t.Errorf("DepositCap = %s, want £1,096.15", got)
	}
	if err := flat.Validate(); err != nil {
		t.Errorf("Validate: %v", err)
	}
	over := flat
	over.Deposit = money.Pounds(1100, 0)
	if err := over.Validate(); err != ErrDepositCap {
		t.Errorf("Validate over the cap = %v, want ErrDepositCap", err)
	}
}

func TestDueDatesKeepToMonthEnd(t *testing.T) {
	got := flat.DueDates(date(2026, 12, 31))
	want := []time.Time{date(2026, 8, 31), date(2026, 9, 30), date(2026, 10, 31), date(2026, 11, 30), date(2026, 12, 31)}
	if len(got) != len(want) {
		t.Fatalf("DueDates gave %d dates, want %d: %v", len(got), len(want), got)
	}
	for i := range want {
		if !got[i].Equal(want[i]) {
			t.Errorf("DueDates[%d] = %s, want %s", i, got[i].Format("2006-01-02"), want[i].Format("2006-01-02"))
		}
	}
}

func TestRentDue(t *testing.T) {
	if got := flat.RentDue(date(2026, 11, 29)); got != money.Pounds(2850, 0) {
		t.Errorf("RentDue = %s, want £2,850.00", got)
	}
}
