import { test } from "node:test";
import assert from "node:assert/strict";
import { airDensity, celsiusToKelvin, pressureAt, standardTempAt, tempAbove } from "../src/atmosphere.ts";

test("sea level is the ICAO standard", () => {
  assert.equal(pressureAt(0), 101_325);
  assert.equal(standardTempAt(0), 15);
  assert.equal(celsiusToKelvin(15), 288.15);
});

test("pressure falls with altitude", () => {
  assert.equal(Math.round(pressureAt(1000)), 89_875);
  assert.equal(Math.round(pressureAt(3000)), 70_109);
});

test("temperature falls 6.5 degrees per kilometre", () => {
  assert.equal(standardTempAt(2000), 2);
  assert.equal(tempAbove(20, 500), 16.75);
});

test("standard sea-level air is 1.225 kg per cubic metre", () => {
  assert.equal(airDensity(101_325, 15).toFixed(3), "1.225");
  assert.ok(airDensity(101_325, 100) < airDensity(101_325, 15));
});
