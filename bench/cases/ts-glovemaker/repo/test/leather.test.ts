import { test } from "node:test";
import assert from "node:assert/strict";
import { leather, leatherCost, usableSqft } from "../src/leather.ts";

test("leathers by name", () => {
  assert.equal(leather("peccary").pencePerSqft, 1480);
  assert.throws(() => leather("ostrich"), /unknown leather/);
});

test("usable area takes off the waste", () => {
  assert.ok(Math.abs(usableSqft(leather("deerskin")) - 9.6) < 1e-9);
  assert.equal(usableSqft(leather("hairsheep"), 8), 6);
});

test("leather is charged on the gross area", () => {
  // 1.5 sq ft net of hairsheep is 2 sq ft gross at 520p
  assert.equal(leatherCost(leather("hairsheep"), 1.5), 1040);
  assert.equal(leatherCost(leather("deerskin"), 0.8), 610);
});
