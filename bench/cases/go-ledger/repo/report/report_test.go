package report

import (
	"testing"

	"example.com/ledger/ledger"
)

func TestBalancesWithRefund(t *testing.T) {
	l := ledger.New()
	mustPost(t, l, "bank", "shop", "40.00")
	mustPost(t, l, "bank", "shop", "-12.50") // a refund is a negative transfer
	want := "bank             -27.50\nshop              27.50\n"
	if got := Balances(l); got != want {
		t.Errorf("Balances() =\n%s\nwant\n%s", got, want)
	}
}

func mustPost(t *testing.T, l *ledger.Ledger, from, to, amount string) {
	t.Helper()
	if err := l.Post(from, to, amount, ""); err != nil {
		t.Fatal(err)
	}
}
