// Package ledger posts transactions to accounts.
package ledger

import (
	"fmt"
	"sort"

	"example.com/ledger/money"
)

// Entry moves an amount from one account to another.
type Entry struct {
	From, To string
	Amount   money.Cents
	Memo     string
}

// Ledger holds the balances of every account it has seen.
type Ledger struct {
	balances map[string]money.Cents
	entries  []Entry
}

// New returns an empty ledger.
func New() *Ledger {
	return &Ledger{balances: map[string]money.Cents{}}
}

// Post records a transfer given as text, e.g. Post("bank", "rent", "850.00", "March").
func (l *Ledger) Post(from, to, amount, memo string) error {
	cents, err := money.Parse(amount)
	if err != nil {
		return fmt.Errorf("post %s -> %s: %w", from, to, err)
	}
	l.balances[from] -= cents
	l.balances[to] += cents
	l.entries = append(l.entries, Entry{from, to, cents, memo})
	return nil
}

// Balance is the account's balance (0 for an unknown account).
func (l *Ledger) Balance(account string) money.Cents {
	return l.balances[account]
}

// Accounts lists the account names in order.
func (l *Ledger) Accounts() []string {
	names := make([]string, 0, len(l.balances))
	for name := range l.balances {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}
