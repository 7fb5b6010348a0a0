import { test } from "node:test";
import assert from "node:assert/strict";
import { leather } from "../src/leather.ts";
import { pairsPerHide, planCut } from "../src/cutting.ts";

test("pairs from one hide", () => {
  assert.equal(pairsPerHide(leather("deerskin"), "driving", 8), 8);
  assert.equal(pairsPerHide(leather("deerskin"), "gauntlet", 8), 4);
  assert.equal(pairsPerHide(leather("peccary"), "gauntlet", 10, 3), 0);
});

test("a cut plan for ten pairs", () => {
  assert.deepEqual(planCut(leather("hairsheep"), "driving", 7, 10), { pairs: 10, hides: 3, leftoverSqft: 2.88 });
  assert.deepEqual(planCut(leather("hairsheep"), "driving", 7, 0), { pairs: 0, hides: 0, leftoverSqft: 0 });
});
