import { test } from "node:test";
import assert from "node:assert/strict";
import { letterSize, patternScale, SizeError, sizeFromGirthCm } from "../src/sizing.ts";

test("a girth rounds up to the next half size", () => {
  assert.equal(sizeFromGirthCm(20.5), 8.5);
  assert.equal(sizeFromGirthCm(17.8), 7.5);
  assert.equal(sizeFromGirthCm(20.32), 8);
  assert.equal(sizeFromGirthCm(15.24), 6);
});

test("girths outside the range are refused", () => {
  assert.throws(() => sizeFromGirthCm(12), SizeError);
  assert.throws(() => sizeFromGirthCm(26), SizeError);
  assert.throws(() => sizeFromGirthCm(0), SizeError);
});

test("letter sizes", () => {
  assert.equal(letterSize(6), "XS");
  assert.equal(letterSize(7), "S");
  assert.equal(letterSize(7.5), "M");
  assert.equal(letterSize(9), "L");
  assert.equal(letterSize(9.5), "XL");
});

test("pattern scale grows 3.5% a half size from the size-7 master", () => {
  assert.equal(patternScale(7), 1);
  assert.equal(patternScale(8.5), 1.105);
  assert.ok(Math.abs(patternScale(6) - 0.93) < 1e-12);
  assert.throws(() => patternScale(7.25), SizeError);
});
