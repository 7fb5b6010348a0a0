import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { TokenBucket, manualClock } from "../src/index.js";

describe("TokenBucket", () => {
  it("starts full and empties", () => {
    const bucket = new TokenBucket({ capacity: 2, windowMs: 1000, clock: manualClock() });
    assert.equal(bucket.take(), true);
    assert.equal(bucket.take(), true);
    assert.equal(bucket.take(), false);
  });

  it("refills over time", () => {
    const clock = manualClock();
    const bucket = new TokenBucket({ capacity: 4, windowMs: 1000, clock });
    bucket.take(4);
    clock.advance(500);
    assert.equal(bucket.take(2), true);
    assert.equal(bucket.take(), false);
  });

  it("never holds more than its capacity", () => {
    const clock = manualClock();
    const bucket = new TokenBucket({ capacity: 3, windowMs: 1000, clock });
    clock.advance(60_000);
    assert.equal(bucket.take(4), false);
  });

  it("says how long to wait", () => {
    const clock = manualClock();
    const bucket = new TokenBucket({ capacity: 10, windowMs: 1000, clock });
    bucket.take(10);
    assert.equal(bucket.msUntil(1), 100);
  });

  it("rejects a zero capacity", () => {
    assert.throws(() => new TokenBucket({ capacity: 0, windowMs: 1, clock: manualClock() }), RangeError);
  });
});
