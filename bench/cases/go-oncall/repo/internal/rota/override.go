package rota

import (
	"fmt"
	"time"
)

// Override puts Member on call from From up to, not including, To.
type Override struct {
	Member string
	From   time.Time
	To     time.Time
	Reason string
}

// Schedule is a rotation with overrides; a later override wins where two overlap.
type Schedule struct {
	Rotation  Rotation
	Overrides []Override
}

// Add checks an override and appends it.
func (s *Schedule) Add(o Override) error {
	if !o.From.Before(o.To) {
		return fmt.Errorf("rota: override for %s ends before it starts", o.Member)
	}
	if !s.Rotation.Has(o.Member) {
		return fmt.Errorf("rota: %s is not in the rotation", o.Member)
	}
	s.Overrides = append(s.Overrides, o)
	return nil
}

// override is the override in force at t, the latest added first, or nil.
func (s Schedule) override(t time.Time) *Override {
	for i := len(s.Overrides) - 1; i >= 0; i-- {
		o := &s.Overrides[i]
		if !t.Before(o.From) && t.Before(o.To) {
			return o
		}
	}
	return nil
}

// Who is on call at t.
func (s Schedule) Who(t time.Time) string {
	if o := s.override(t); o != nil {
		return o.Member
	}
	return s.Rotation.OnCall(t)
}
