import { test } from "node:test";
import assert from "node:assert/strict";
import { availablePayloadKg, grossLiftKg } from "../src/lift.ts";
import { bravoFly } from "./fixtures.ts";

test("hot air lifts about 0.3 kg per cubic metre at sea level", () => {
  assert.equal(Math.round(grossLiftKg(1000, 101_325, 15, 110)), 304);
});

test("no lift when the envelope is no warmer than the air", () => {
  assert.equal(grossLiftKg(2550, 101_325, 20, 20), 0);
  assert.equal(grossLiftKg(2550, 101_325, 20, 15), 0);
});

test("payload allows for the balloon and its fuel", () => {
  assert.equal(Math.round(availablePayloadKg(bravoFly, 0, 15, 60)), 415);
});

test("a hot day or a high site leaves less payload", () => {
  const cool = availablePayloadKg(bravoFly, 0, 10, 60);
  assert.ok(availablePayloadKg(bravoFly, 0, 28, 60) < cool);
  assert.ok(availablePayloadKg(bravoFly, 1500, 10, 60) < cool);
});
