import { test } from "node:test";
import assert from "node:assert/strict";
import { burnRateKgPerHour, enduranceMinutes, fuelOnBoardKg } from "../src/fuel.ts";

test("burn rate scales with the envelope and the cold", () => {
  assert.equal(burnRateKgPerHour(1000, 15), 18);
  assert.equal(burnRateKgPerHour(2500, 5), 55);
});

test("burn rate never drops below the idle floor on hot days", () => {
  assert.equal(burnRateKgPerHour(1000, 35), 12);
});

test("endurance keeps a quarter of the fuel for landing", () => {
  assert.equal(fuelOnBoardKg(3), 60);
  assert.equal(enduranceMinutes(3, 2500, 15), 60);
});
