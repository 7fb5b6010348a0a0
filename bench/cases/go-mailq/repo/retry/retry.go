// Package retry decides when a failed delivery is tried again, and when to give up.
package retry

import (
	"errors"
	"time"
)

// Policy is exponential backoff: the first retry waits Initial, each later one Factor times longer,
// never more than Max; after MaxAttempts failed attempts the message is given up.
type Policy struct {
	MaxAttempts int
	Initial     time.Duration
	Factor      float64
	Max         time.Duration
}

// Default is the policy an Outbox uses unless told otherwise.
func Default() Policy {
	return Policy{
		MaxAttempts: 6,
		Initial:     30 * time.Second,
		Factor:      2,
		Max:         15 * time.Minute,
	}
}

// Validate reports a policy that cannot work.
func (p Policy) Validate() error {
	switch {
	case p.MaxAttempts < 1:
		return errors.New("retry: MaxAttempts must be at least 1")
	case p.Initial <= 0:
		return errors.New("retry: Initial must be positive")
	case p.Factor < 1:
		return errors.New("retry: Factor must be at least 1")
	case p.Max < p.Initial:
		return errors.New("retry: Max must be at least Initial")
	}
	return nil
}

// Delay is how long to wait after the given failed attempt (1 for the first) before the next one.
func (p Policy) Delay(attempt int) time.Duration {
	if attempt < 1 {
		attempt = 1
	}
	d := float64(p.Initial)
	for i := 1; i < attempt; i++ {
		d *= p.Factor
		if d >= float64(p.Max) {
			return p.Max
		}
	}
	return time.Duration(d)
}

// GiveUp reports whether no attempt follows the given failed one.
func (p Policy) GiveUp(attempt int) bool {
	return attempt >= p.MaxAttempts
}
