// Package outbox holds outgoing messages until they are sent, retrying failures by a retry.Policy.
package outbox

import (
	"fmt"
	"sort"
	"time"

	"example.com/mailq/retry"
)

// Message is one outgoing mail.
type Message struct {
	ID       string
	To       string
	Subject  string
	Attempts int       // failed attempts so far
	NextTry  time.Time // when it is due
	LastErr  string
}

// Outbox is the pending messages and the dead letters.
type Outbox struct {
	policy  retry.Policy
	pending map[string]*Message
	dead    []*Message
}

// New is an empty outbox with the default retry policy.
func New() *Outbox {
	return &Outbox{policy: retry.Default(), pending: map[string]*Message{}}
}

// WithPolicy is an empty outbox with the given policy, which must be valid.
func WithPolicy(p retry.Policy) (*Outbox, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	return &Outbox{policy: p, pending: map[string]*Message{}}, nil
}

// Add queues m, due at now.
func (o *Outbox) Add(m Message, now time.Time) error {
	if _, dup := o.pending[m.ID]; dup {
		return fmt.Errorf("outbox: duplicate message %q", m.ID)
	}
	m.NextTry = now
	o.pending[m.ID] = &m
	return nil
}

// Due is the pending messages due at now, oldest due first (ties by ID).
func (o *Outbox) Due(now time.Time) []*Message {
	var due []*Message
	for _, m := range o.pending {
		if !m.NextTry.After(now) {
			due = append(due, m)
		}
	}
	sort.Slice(due, func(i, j int) bool {
		if !due[i].NextTry.Equal(due[j].NextTry) {
			return due[i].NextTry.Before(due[j].NextTry)
		}
		return due[i].ID < due[j].ID
	})
	return due
}

// Sent removes a delivered message.
func (o *Outbox) Sent(id string) {
	delete(o.pending, id)
}

// Failed records a failed attempt at now: the message is due again after the policy's delay, or moves
// to the dead letters when the policy gives up. It reports whether the message is still pending.
func (o *Outbox) Failed(id string, err error, now time.Time) (bool, error) {
	m, ok := o.pending[id]
	if !ok {
		return false, fmt.Errorf("outbox: no pending message %q", id)
	}
	m.Attempts++
	m.LastErr = err.Error()
	if o.policy.GiveUp(m.Attempts) {
		delete(o.pending, id)
		o.dead = append(o.dead, m)
		return false, nil
	}
	m.NextTry = now.Add(o.policy.Delay(m.Attempts))
	return true, nil
}

// Pending is how many messages wait to be sent.
func (o *Outbox) Pending() int { return len(o.pending) }

// Dead is the messages given up on, in the order they were.
func (o *Outbox) Dead() []*Message { return o.dead }
