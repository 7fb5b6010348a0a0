// Package blood describes ABO/RhD blood groups and which groups may be given
// to which patients.
package blood

import (
	"fmt"
	"strings"
)

// ABO is the ABO part of a blood group.
type ABO int

const (
	O ABO = iota
	A
	B
	AB
)

func (a ABO) String() string {
	switch a {
	case O:
		return "O"
	case A:
		return "A"
	case B:
		return "B"
	case AB:
		return "AB"
	}
	return fmt.Sprintf("ABO(%d)", int(a))
}

// antigens reports which of the A and B antigens a red cell of this group
// carries.
func (a ABO) antigens() (hasA, hasB bool) {
	return a == A || a == AB, a == B || a == AB
}

// Group is a full blood group: ABO plus RhD.
type Group struct {
	ABO ABO
	// RhD is true for RhD positive.
	RhD bool
}

// The eight groups, in the order they are listed on stock sheets.
var (
	ONeg  = Group{O, false}
	OPos  = Group{O, true}
	ANeg  = Group{A, false}
	APos  = Group{A, true}
	BNeg  = Group{B, false}
	BPos  = Group{B, true}
	ABNeg = Group{AB, false}
	ABPos = Group{AB, true}
)

// All returns the eight groups in stock sheet order.
func All() []Group {
	return []Group{ONeg, OPos, ANeg, APos, BNeg, BPos, ABNeg, ABPos}
}

func (g Group) String() string {
	if g.RhD {
		return g.ABO.String() + "+"
	}
	return g.ABO.String() + "-"
}

// Parse reads a group written as "O-", "AB+", "A pos" or "b neg".
func Parse(s string) (Group, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	var rh string
	switch {
	case strings.HasSuffix(t, "+"), strings.HasSuffix(t, "-"):
		rh, t = t[len(t)-1:], t[:len(t)-1]
	case strings.HasSuffix(t, "POS"), strings.HasSuffix(t, "NEG"):
		rh, t = t[len(t)-3:], t[:len(t)-3]
	default:
		return Group{}, fmt.Errorf("blood group %q: missing RhD", s)
	}
	t = strings.TrimSpace(t)
	var g Group
	switch t {
	case "O":
		g.ABO = O
	case "A":
		g.ABO = A
	case "B":
		g.ABO = B
	case "AB":
		g.ABO = AB
	default:
		return Group{}, fmt.Errorf("blood group %q: unknown ABO %q", s, t)
	}
	g.RhD = rh == "+" || rh == "POS"
	return g, nil
}

// MustParse is Parse for fixed strings; it panics on error.
func MustParse(s string) Group {
	g, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return g
}

// CanGiveRedCellsTo reports whether red cells of group g may be transfused
// to a patient of group r: the donor cells must carry no antigen the patient
// lacks, and RhD positive cells go to RhD positive patients only.
func (g Group) CanGiveRedCellsTo(r Group) bool {
	da, db := g.ABO.antigens()
	ra, rb := r.ABO.antigens()
	if (da && !ra) || (db && !rb) {
		return false
	}
	return !g.RhD || r.RhD
}

// CanGivePlasmaTo reports whether plasma of group g may be given to a patient
// of group r. Plasma carries the antibodies, so the rule is the red cell rule
// reversed; RhD does not matter.
func (g Group) CanGivePlasmaTo(r Group) bool {
	ra, rb := r.ABO.antigens()
	da, db := g.ABO.antigens()
	return (!ra || da) && (!rb || db)
}

// RedCellDonorsFor lists the groups whose red cells suit a patient of group
// r, best first: the patient's own group, then other groups of the same RhD,
// then RhD negative groups, with O negative, the universal group, last.
func RedCellDonorsFor(r Group) []Group {
	rank := func(g Group) int {
		switch {
		case g == r:
			return 0
		case g == ONeg:
			return 3
		case g.RhD == r.RhD:
			return 1
		}
		return 2
	}
	var out []Group
	for want := 0; want <= 3; want++ {
		for _, g := range All() {
			if g.CanGiveRedCellsTo(r) && rank(g) == want {
				out = append(out, g)
			}
		}
	}
	return out
}

// PlasmaDonorsFor lists the groups whose plasma suits a patient of group r,
// the patient's own ABO first and AB, the universal plasma, last. Only
// RhD negative entries are returned since RhD does not matter for plasma.
func PlasmaDonorsFor(r Group) []Group {
	var out []Group
	own := Group{r.ABO, false}
	out = append(out, own)
	for _, abo := range []ABO{O, A, B, AB} {
		g := Group{abo, false}
		if g != own && g.ABO != AB && g.CanGivePlasmaTo(r) {
			out = append(out, g)
		}
	}
	if own.ABO != AB {
		out = append(out, ABNeg)
	}
	return out
}
