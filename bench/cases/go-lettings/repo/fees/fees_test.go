package fees

import (
	"testing"

	"example.org/lettings/internal/money"
)

func TestMonthly(t *testing.T) {
	rent := money.Pounds(950, 0)
	cases := map[Service]money.Pence{LetOnly: 0, RentCollection: money.Pounds(114, 0), FullyManaged: money.Pounds(159, 60)}
	for s, want := range cases {
		if got := Monthly(s, rent); got != want {
			t.Errorf("Monthly(%s, %s) = %s, want %s", s, rent, got, want)
		}
	}
}

func TestSetUp(t *testing.T) {
	if got := SetUp(LetOnly); got != money.Pounds(720, 0) {
		t.Errorf("SetUp(let only) = %s, want £720.00", got)
	}
}

func TestServiceString(t *testing.T) {
	if FullyManaged.String() != "fully managed" || Service(9).String() != "Service(9)" {
		t.Error("Service names")
	}
}
