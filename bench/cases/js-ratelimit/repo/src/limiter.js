// One bucket per key, created on first use and dropped when full again.

import { TokenBucket } from "./bucket.js";
import { systemClock } from "./clock.js";

export class Limiter {
  constructor({ capacity, windowMs, clock = systemClock }) {
    this.options = { capacity, windowMs, clock };
    this.buckets = new Map();
  }

  bucket(key) {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = new TokenBucket(this.options);
      this.buckets.set(key, bucket);
    }
    return bucket;
  }

  take(key, count = 1) {
    return this.bucket(key).take(count);
  }

  retryAfterMs(key) {
    return this.bucket(key).msUntil(1);
  }

  sweep() {
    for (const [key, bucket] of this.buckets) {
      bucket.refill();
      if (bucket.tokens >= bucket.capacity) this.buckets.delete(key);
    }
  }
}
