import { test } from "node:test";
import assert from "node:assert/strict";
import { cmToInches, inchesToCm, mmToCm, roundTo, sqcmToSqft, sqftToSqcm } from "../src/units.ts";

test("inches and centimetres", () => {
  assert.equal(inchesToCm(8), 20.32);
  assert.equal(roundTo(cmToInches(20.32), 6), 8);
  assert.equal(mmToCm(254), 25.4);
});

test("square feet of hide", () => {
  assert.equal(roundTo(sqftToSqcm(2), 4), 1858.0608);
  assert.equal(roundTo(sqcmToSqft(929.0304), 6), 1);
});

test("roundTo rounds halves away from zero", () => {
  assert.equal(roundTo(2.345, 2), 2.35);
  assert.equal(roundTo(-2.345, 2), -2.35);
  assert.equal(roundTo(7.5, 0), 8);
});
