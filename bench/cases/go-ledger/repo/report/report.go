// Package report prints balances.
package report

import (
	"fmt"
	"strings"

	"example.com/ledger/ledger"
)

// Balances is one "account  amount" line per account, amounts right-aligned.
func Balances(l *ledger.Ledger) string {
	var b strings.Builder
	for _, name := range l.Accounts() {
		fmt.Fprintf(&b, "%-12s %10s\n", name, l.Balance(name))
	}
	return b.String()
}
