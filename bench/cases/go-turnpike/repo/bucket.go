package turnpike

import "time"

// Bucket is a token bucket. It holds up to burst tokens, gains one token
// every interval, and each request it allows takes one token.
type Bucket struct {
	burst    int
	interval time.Duration
	tokens   float64
	last     time.Time
}

// NewBucket returns a full bucket for rate r. A burst of 0 means the rate's
// count.
func NewBucket(r Rate, burst int, now time.Time) *Bucket {
	if burst <= 0 {
		burst = r.Count
	}
	return &Bucket{burst: burst, interval: r.Interval(), tokens: float64(burst), last: now}
}

func (b *Bucket) refill(now time.Time) {
	if !now.After(b.last) {
		return
	}
	b.tokens += float64(now.Sub(b.last)) / float64(b.interval)
	if b.tokens > float64(b.burst) {
		b.tokens = float64(b.burst)
	}
	b.last = now
}

// Take takes n tokens if the bucket has them.
func (b *Bucket) Take(now time.Time, n int) bool {
	b.refill(now)
	if b.tokens < float64(n) {
		return false
	}
	b.tokens -= float64(n)
	return true
}

// Tokens is the number of whole tokens in the bucket at now.
func (b *Bucket) Tokens(now time.Time) int {
	b.refill(now)
	return int(b.tokens)
}
