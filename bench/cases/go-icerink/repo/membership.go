package icerink

import (
	"fmt"
	"time"
)

// Tier is a membership level.
type Tier int

const (
	None Tier = iota
	Bronze
	Silver
	Gold
)

// Member is a rink member.
type Member struct {
	Name    string
	Tier    Tier
	Expires time.Time
}

// Active reports whether the membership covers the given day.
func (m Member) Active(day time.Time) bool {
	return m.Tier != None && !day.After(m.Expires)
}

// Discount is the percentage off admission for a tier.
func Discount(t Tier) int {
	switch t {
	case Bronze:
		return 10
	case Silver:
		return 25
	case Gold:
		return 100
	}
	return 0
}

// MemberPrice applies a member's discount to an admission price, rounding
// the discount down to the penny so the rink never gives away a part penny.
func MemberPrice(m Member, p Pence, day time.Time) Pence {
	if !m.Active(day) {
		return p
	}
	off := int(p) * Discount(m.Tier) / 100
	return p - Pence(off)
}

// FreeHire reports whether the member gets hire skates without charge.
func FreeHire(m Member, day time.Time) bool {
	return m.Active(day) && m.Tier >= Silver
}

// Renew extends a membership by a year from its expiry, or from the day
// if it has already lapsed.
func Renew(m Member, day time.Time) (Member, error) {
	if m.Tier == None {
		return m, fmt.Errorf("%s has no membership to renew", m.Name)
	}
	from := m.Expires
	if from.Before(day) {
		from = day
	}
	m.Expires = from.AddDate(1, 0, 0)
	return m, nil
}
