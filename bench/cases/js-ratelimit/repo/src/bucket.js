// A token bucket: `capacity` tokens, refilled continuously at `capacity` per `windowMs`.

export class TokenBucket {
  constructor({ capacity, windowMs, clock }) {
    if (!(capacity > 0)) throw new RangeError(`capacity must be positive, got ${capacity}`);
    if (!(windowMs > 0)) throw new RangeError(`windowMs must be positive, got ${windowMs}`);
    this.capacity = capacity;
    this.ratePerMs = capacity / windowMs;
    this.clock = clock;
    this.tokens = capacity;
    this.updated = clock.now();
  }

  refill() {
    const now = this.clock.now();
    const elapsed = Math.max(0, now - this.updated);
    this.tokens = Math.min(this.capacity, this.tokens + elapsed * this.ratePerMs);
    this.updated = now;
  }

  take(count = 1) {
    this.refill();
    if (this.tokens < count) return false;
    this.tokens -= count;
    return true;
  }

  msUntil(count = 1) {
    this.refill();
    return this.tokens >= count ? 0 : Math.ceil((count - this.tokens) / this.ratePerMs);
  }
}
