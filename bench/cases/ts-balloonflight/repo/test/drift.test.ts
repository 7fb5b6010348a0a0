import { test } from "node:test";
import assert from "node:assert/strict";
import { driftFor } from "../src/drift.ts";

test("a westerly carries the balloon east", () => {
  const d = driftFor({ fromDeg: 270, speedKt: 10 }, 60);
  assert.equal(d.trackDeg, 90);
  assert.equal(d.distanceKm, 18.5);
  assert.equal(d.eastKm, 18.5);
  assert.equal(d.northKm, 0);
});

test("a north-easterly carries it south-west", () => {
  const d = driftFor({ fromDeg: 45, speedKt: 8 }, 90);
  assert.equal(d.trackDeg, 225);
  assert.equal(d.distanceKm, 22.2);
  assert.equal(d.northKm, -15.7);
  assert.equal(d.eastKm, -15.7);
});
