import { test } from "node:test";
import assert from "node:assert/strict";
import { gloveAreaSqcm, pairSqft, pieceCount, pieces } from "../src/pattern.ts";

test("pieces of each style", () => {
  assert.equal(pieceCount("driving"), 8);
  assert.equal(pieceCount("dress"), 14);
  assert.equal(pieceCount("gauntlet"), 15);
  assert.equal(pieces("work")[1].areaSqcm, 48);
});

test("glove area at the master size", () => {
  assert.equal(gloveAreaSqcm("driving", 7), 418);
  assert.equal(gloveAreaSqcm("dress", 7), 483);
});

test("areas scale with the square of the lengths", () => {
  assert.ok(Math.abs(gloveAreaSqcm("driving", 8) - 418 * 1.07 * 1.07) < 1e-9);
  assert.equal(pairSqft("driving", 8).toFixed(4), "1.0303");
});
