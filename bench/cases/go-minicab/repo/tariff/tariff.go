// Package tariff holds the council's hackney and private hire fare tables and
// picks the one that applies when a journey starts.
package tariff

import (
	"fmt"
	"time"
)

// Tariff is one row of the fare table. Amounts are in pence.
type Tariff struct {
	Name          string
	FlagFall      int64 // charged as the journey starts
	PerMile       int64 // charged per tenth of a mile started, at a tenth of this
	PerWaitMinute int64 // charged per minute of waiting started
	Minimum       int64 // the least any journey costs
}

// Validate reports a tariff that the meter could not use.
func (t Tariff) Validate() error {
	if t.Name == "" {
		return fmt.Errorf("tariff has no name")
	}
	if t.PerMile%10 != 0 {
		return fmt.Errorf("tariff %s: per-mile rate %dp does not split into tenths of a mile", t.Name, t.PerMile)
	}
	if t.FlagFall < 0 || t.PerMile < 0 || t.PerWaitMinute < 0 || t.Minimum < 0 {
		return fmt.Errorf("tariff %s: negative amount", t.Name)
	}
	return nil
}

// Table is the set of tariffs and the rules for when each applies.
type Table struct {
	Day     Tariff // Monday to Saturday, 06:00 to 22:00
	Night   Tariff // 22:00 to 06:00, and all day Sunday
	Holiday Tariff // Christmas Day, Boxing Day, New Year's Day and any extra dates

	// Extra holiday dates, as YYYY-MM-DD.
	Holidays map[string]bool
}

// Standard is the fare table the council set for this year.
func Standard() Table {
	return Table{
		Day:     Tariff{Name: "Tariff 1", FlagFall: 300, PerMile: 220, PerWaitMinute: 30, Minimum: 450},
		Night:   Tariff{Name: "Tariff 2", FlagFall: 350, PerMile: 270, PerWaitMinute: 35, Minimum: 550},
		Holiday: Tariff{Name: "Tariff 3", FlagFall: 450, PerMile: 330, PerWaitMinute: 45, Minimum: 700},
	}
}

// For returns the tariff for a journey starting at the given local time.
func (tb Table) For(start time.Time) Tariff {
	if tb.isHoliday(start) {
		return tb.Holiday
	}
	if h := start.Hour(); h < 6 || h >= 22 || start.Weekday() == time.Sunday {
		return tb.Night
	}
	return tb.Day
}

func (tb Table) isHoliday(t time.Time) bool {
	switch m, d := t.Month(), t.Day(); {
	case m == time.December && (d == 25 || d == 26):
		return true
	case m == time.January && d == 1:
		return true
	}
	return tb.Holidays[t.Format("2006-01-02")]
}
