import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { Limiter, manualClock } from "../src/index.js";

describe("Limiter", () => {
  it("limits each key separately", () => {
    const limiter = new Limiter({ capacity: 1, windowMs: 1000, clock: manualClock() });
    assert.equal(limiter.take("a"), true);
    assert.equal(limiter.take("a"), false);
    assert.equal(limiter.take("b"), true);
  });

  it("tells a refused caller when to retry", () => {
    const clock = manualClock();
    const limiter = new Limiter({ capacity: 5, windowMs: 60_000, clock });
    for (let i = 0; i < 5; i++) limiter.take("ip");
    assert.equal(limiter.retryAfterMs("ip"), 12_000);
  });

  it("sweeps buckets that are full again", () => {
    const clock = manualClock();
    const limiter = new Limiter({ capacity: 2, windowMs: 1000, clock });
    limiter.take("a");
    limiter.take("b", 2);
    clock.advance(500);
    limiter.sweep();
    assert.deepEqual([...limiter.buckets.keys()], ["b"]);
  });
});
