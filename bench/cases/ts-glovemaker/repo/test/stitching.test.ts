import { test } from "node:test";
import assert from "node:assert/strict";
import { gloveMinutes, gloveStitches, pairsMinutes, stitchCount } from "../src/stitching.ts";

test("stitch counts", () => {
  assert.equal(stitchCount("pique", 10), 40);
  assert.equal(stitchCount("outseam", 18), 45);
});

test("stitches in a glove", () => {
  assert.equal(gloveStitches("driving", 7), 429);
  assert.equal(gloveStitches("driving", 8), 459);
  assert.equal(gloveStitches("work", 8), 321);
});

test("sewing minutes", () => {
  assert.equal(gloveMinutes("work", 7).toFixed(3), "9.000");
  assert.equal(pairsMinutes("dress", 8, 3), 80);
  assert.equal(pairsMinutes("gauntlet", 8, 3), 76);
});
