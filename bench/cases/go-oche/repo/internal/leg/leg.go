// Package leg keeps the score of one player's leg of x01 darts: a countdown from 501 (or 301) that must end
// exactly on zero with a double. A visit that would leave less than zero, exactly one, or zero without a
// double is a bust: it scores nothing.
package leg

import (
	"errors"

	"example.com/oche/internal/dart"
)

// ErrFinished is returned for a visit after the leg was won.
var ErrFinished = errors.New("leg: already finished")

// Result is what a visit did.
type Result struct {
	Scored    int  // points scored, 0 on a bust
	Remaining int  // what is left after the visit
	Bust      bool // the visit was a bust
	Checkout  bool // the visit won the leg
}

// Leg is one player's leg.
type Leg struct {
	start     int
	remaining int
	visits    []Result
}

// New starts a leg from start (501, 301, ...).
func New(start int) *Leg {
	return &Leg{start: start, remaining: start}
}

// Remaining is the score left.
func (l *Leg) Remaining() int { return l.remaining }

// Finished reports whether the leg was won.
func (l *Leg) Finished() bool { return l.remaining == 0 }

// Visits returns the visits so far.
func (l *Leg) Visits() []Result { return append([]Result(nil), l.visits...) }

// Scored is the points scored so far.
func (l *Leg) Scored() int { return l.start - l.remaining }

// Darts is the number of darts thrown, three a visit.
func (l *Leg) Darts() int { return 3 * len(l.visits) }

// Visit scores up to three darts.
func (l *Leg) Visit(darts []dart.Dart) (Result, error) {
	if l.Finished() {
		return Result{}, ErrFinished
	}
	total := 0
	for _, d := range darts {
		total += d.Score()
	}
	rest := l.remaining - total
	last := darts[len(darts)-1]
	var r Result
	switch {
	case rest < 0 || rest == 1 || (rest == 0 && !last.IsDouble()):
		r = Result{Remaining: l.remaining, Bust: true}
	default:
		l.remaining = rest
		r = Result{Scored: total, Remaining: rest, Checkout: rest == 0}
	}
	l.visits = append(l.visits, r)
	return r, nil
}
