package arrears

import (
	"testing"
	"time"

	"example.org/lettings/internal/money"
	"example.org/lettings/tenancy"
)

func date(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }

var house = tenancy.Tenancy{Ref: "T-087", Property: "4 Orchard Close", Tenant: "R. Patel", Rent: money.Pounds(1175, 0),
	Start: date(2026, 6, 1), Deposit: money.Pounds(1300, 0)}

func TestUpToDate(t *testing.T) {
	pays := []Payment{{date(2026, 6, 1), house.Rent}, {date(2026, 7, 1), house.Rent}, {date(2026, 8, 3), house.Rent}}
	pos := At(house, pays, date(2026, 8, 20))
	if pos.Owed != 0 || pos.DaysLate != 0 {
		t.Errorf("position = %+v, want nothing owed", pos)
	}
}

func TestPartPaymentLeavesTheMonthOwed(t *testing.T) {
	pays := []Payment{{date(2026, 6, 1), house.Rent}, {date(2026, 7, 2), money.Pounds(600, 0)}}
	pos := At(house, pays, date(2026, 7, 31))
	if pos.Owed != money.Pounds(575, 0) {
		t.Errorf("Owed = %s, want £575.00", pos.Owed)
	}
	if !pos.OldestOwed.Equal(date(2026, 7, 1)) || pos.DaysLate != 30 {
		t.Errorf("oldest owed %s, %d days late; want 2026-07-01, 30", pos.OldestOwed.Format("2006-01-02"), pos.DaysLate)
	}
	if Serious(house, pos) {
		t.Error("Serious for less than two months owed")
	}
}

func TestTwoMonthsOwedIsSerious(t *testing.T) {
	pays := []Payment{{date(2026, 6, 1), house.Rent}}
	pos := At(house, pays, date(2026, 8, 1))
	if pos.Owed != 2*house.Rent || !Serious(house, pos) {
		t.Errorf("position = %+v, want two months owed and serious", pos)
	}
}
