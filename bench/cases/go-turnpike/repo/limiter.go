package turnpike

import "sync"

// Decision is the limiter's answer for one request.
type Decision struct {
	Allowed   bool
	Rule      *Rule // nil when no rule matched; the request is allowed
	Remaining int
}

type counter interface {
	take() bool
	remaining() int
}

// Limiter applies a config's rules per client.
type Limiter struct {
	cfg   *Config
	clock Clock

	mu       sync.Mutex
	counters map[string]counter
}

// NewLimiter returns a limiter for cfg. A nil clock means the system clock.
func NewLimiter(cfg *Config, clock Clock) *Limiter {
	if clock == nil {
		clock = SystemClock{}
	}
	return &Limiter{cfg: cfg, clock: clock, counters: map[string]counter{}}
}

// Allow decides one request of a client. Each client has its own counter
// per rule.
func (l *Limiter) Allow(client, method, path string) Decision {
	rule := l.cfg.Match(method, path)
	if rule == nil {
		return Decision{Allowed: true, Remaining: -1}
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	key := client + "\x00" + rule.String()
	c, ok := l.counters[key]
	if !ok {
		c = l.newCounter(rule)
		l.counters[key] = c
	}
	allowed := c.take()
	return Decision{Allowed: allowed, Rule: rule, Remaining: c.remaining()}
}

func (l *Limiter) newCounter(r *Rule) counter {
	now := l.clock.Now()
	if r.Strategy == SlidingWindow {
		return &windowCounter{w: NewWindow(r.Rate, now), clock: l.clock}
	}
	return &bucketCounter{b: NewBucket(r.Rate, r.Burst, now), clock: l.clock}
}

type bucketCounter struct {
	b     *Bucket
	clock Clock
}

func (c *bucketCounter) take() bool     { return c.b.Take(c.clock.Now(), 1) }
func (c *bucketCounter) remaining() int { return c.b.Tokens(c.clock.Now()) }

type windowCounter struct {
	w     *Window
	clock Clock
}

func (c *windowCounter) take() bool     { return c.w.Take(c.clock.Now()) }
func (c *windowCounter) remaining() int { return c.w.Remaining(c.clock.Now()) }
