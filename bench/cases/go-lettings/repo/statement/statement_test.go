package statement

import (
	"strings"
	"testing"
	"time"

	"example.org/lettings/fees"
	"example.org/lettings/internal/money"
	"example.org/lettings/tenancy"
)

var cottage = tenancy.Tenancy{Ref: "T-112", Property: "Rose Cottage", Tenant: "M. Byrne", Rent: money.Pounds(1175, 0),
	Start: time.Date(2026, 9, 1, 0, 0, 0, 0, time.UTC)}

func TestFullyManagedMonth(t *testing.T) {
	st := Build(cottage, fees.FullyManaged, time.Date(2026, 10, 1, 0, 0, 0, 0, time.UTC), cottage.Rent, false)
	if st.Payout != money.Pounds(977, 60) {
		t.Errorf("Payout = %s, want £977.60", st.Payout)
	}
}

func TestFirstMonthTakesTheSetUpFee(t *testing.T) {
	st := Build(cottage, fees.RentCollection, time.Date(2026, 9, 1, 0, 0, 0, 0, time.UTC), cottage.Rent, true)
	want := []string{
		"Rose Cottage, September 2026: T-112",
		"  Rent received                               £1,175.00",
		"  Management fee (rent collection) inc. VAT     -£141.00",
		"  Tenancy set-up fee inc. VAT                  -£540.00",
		"  Paid to landlord                              £494.00",
	}
	if got := strings.Split(strings.TrimRight(st.String(), "\n"), "\n"); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("statement:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
