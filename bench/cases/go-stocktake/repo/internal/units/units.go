// Package units converts counted quantities between cases and eaches.
package units

import (
	"fmt"
	"strconv"
	"strings"
)

// Pack describes how a product is packed: how many eaches one case holds.
// A product sold loose has a case of 1.
type Pack struct {
	Case int
}

// ParsePack reads a pack size as written in the catalogue ("24").
func ParsePack(s string) (Pack, error) {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < 1 {
		return Pack{}, fmt.Errorf("units: bad pack size %q", s)
	}
	return Pack{Case: n}, nil
}

// String writes the pack as ParsePack reads it.
func (p Pack) String() string {
	return strconv.Itoa(p.Case)
}

// Qty is a quantity counted in mixed units.
type Qty struct {
	Cases  int
	Eaches int
}

// ToEach converts a counted quantity to eaches.
func (p Pack) ToEach(q Qty) (int, error) {
	if q.Cases < 0 || q.Eaches < 0 {
		return 0, fmt.Errorf("units: negative quantity %v", q)
	}
	return q.Cases*p.Case + q.Eaches, nil
}

// Split writes a number of eaches as whole cases and loose eaches.
func (p Pack) Split(each int) Qty {
	if p.Case <= 1 {
		return Qty{Eaches: each}
	}
	return Qty{Cases: each / p.Case, Eaches: each % p.Case}
}

// ParseQty reads a counted quantity: "17" is 17 eaches, "2c 5e" is two cases
// and five eaches, and "3c" three cases. Parts may come in any order.
func ParseQty(s string) (Qty, error) {
	var q Qty
	fields := strings.Fields(s)
	if len(fields) == 0 {
		return q, fmt.Errorf("units: empty quantity")
	}
	for _, f := range fields {
		unit := f[len(f)-1]
		digits := f
		if unit == 'c' || unit == 'e' {
			digits = f[:len(f)-1]
		} else {
			unit = 'e'
		}
		n, err := strconv.Atoi(digits)
		if err != nil || n < 0 {
			return Qty{}, fmt.Errorf("units: bad quantity %q", s)
		}
		switch unit {
		case 'c':
			q.Cases += n
		default:
			q.Eaches += n
		}
	}
	return q, nil
}

// String writes the quantity as ParseQty reads it, leaving out zero parts.
func (q Qty) String() string {
	var parts []string
	if q.Cases != 0 {
		parts = append(parts, strconv.Itoa(q.Cases)+"c")
	}
	if q.Eaches != 0 || len(parts) == 0 {
		parts = append(parts, strconv.Itoa(q.Eaches)+"e")
	}
	return strings.Join(parts, " ")
}
