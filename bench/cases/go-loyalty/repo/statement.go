package loyalty

import (
	"sort"
	"time"
)

// Txn is one purchase (or refund, with a negative amount) on a member's card.
type Txn struct {
	When        time.Time
	AmountCents int
	Tier        Tier
}

// MonthLine is one row of a member's statement.
type MonthLine struct {
	Month     string // "2024-03"
	Purchases int
	Points    int
}

func monthKey(t time.Time) string {
	return t.UTC().Format("2006-01")
}

// Monthly totals the purchases and points of each calendar month, oldest month first.
func Monthly(txns []Txn) []MonthLine {
	byMonth := map[string]*MonthLine{}
	for _, tx := range txns {
		key := monthKey(tx.When)
		line, ok := byMonth[key]
		if !ok {
			line = &MonthLine{Month: key}
			byMonth[key] = line
		}
		line.Purchases++
		line.Points += PointsFor(tx.AmountCents, tx.Tier)
	}
	lines := make([]MonthLine, 0, len(byMonth))
	for _, line := range byMonth {
		lines = append(lines, *line)
	}
	sort.Slice(lines, func(i, j int) bool { return lines[i].Month < lines[j].Month })
	return lines
}

// Balance is the points of all the transactions together.
func Balance(txns []Txn) int {
	total := 0
	for _, tx := range txns {
		total += PointsFor(tx.AmountCents, tx.Tier)
	}
	return total
}
