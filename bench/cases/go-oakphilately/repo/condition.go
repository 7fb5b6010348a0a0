package philately

import (
	"fmt"
	"strings"
)

// Grade is a stamp's overall condition, mostly its centring.
type Grade int

const (
	Poor Grade = iota
	Good
	VeryGood
	Fine
	VeryFine
	Superb
)

var gradeCodes = map[string]Grade{
	"P": Poor, "G": Good, "VG": VeryGood, "F": Fine, "VF": VeryFine, "S": Superb,
}

// ParseGrade reads the describer's abbreviation: P, G, VG, F, VF or S.
func ParseGrade(code string) (Grade, error) {
	g, ok := gradeCodes[strings.ToUpper(strings.TrimSpace(code))]
	if !ok {
		return 0, fmt.Errorf("unknown grade %q", code)
	}
	return g, nil
}

func (g Grade) String() string {
	for code, grade := range gradeCodes {
		if grade == g {
			return code
		}
	}
	return fmt.Sprintf("Grade(%d)", int(g))
}

// Percent is the share of full catalogue a stamp of this grade fetches.
// Catalogue prices are for fine to very fine copies.
func (g Grade) Percent() int {
	switch g {
	case Superb:
		return 150
	case VeryFine:
		return 100
	case Fine:
		return 60
	case VeryGood:
		return 35
	case Good:
		return 20
	default:
		return 5
	}
}

// faultPercent is what each fault leaves of the value.
var faultPercent = map[string]int{
	"thin":       40,
	"crease":     30,
	"short perf": 70,
	"toned":      60,
	"repaired":   25,
}

// ApplyFaults takes each fault off the value in turn, rounding down.
func ApplyFaults(pence int, faults []string) (int, error) {
	for _, f := range faults {
		pct, ok := faultPercent[strings.ToLower(f)]
		if !ok {
			return 0, fmt.Errorf("unknown fault %q", f)
		}
		pence = pence * pct / 100
	}
	return pence, nil
}
