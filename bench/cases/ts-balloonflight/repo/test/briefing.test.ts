import { test } from "node:test";
import assert from "node:assert/strict";
import { briefing } from "../src/briefing.ts";
import { morningFlight } from "./fixtures.ts";

test("a good morning is a GO", () => {
  const text = briefing(morningFlight(), { fromDeg: 250, speedKt: 6 }, 50);
  const lines = text.split("\n");
  assert.equal(lines[0], "Balloon G-BFLY, pilot Morag, 3 passengers");
  assert.match(lines[1], /^Load 317 kg of \d+ kg available \(margin \d+ kg\)$/);
  assert.equal(lines[3], "Drift 9.3 km towards 70° in 50 min");
  assert.equal(lines.at(-1), "GO");
});

test("a flight longer than the fuel allows is a NO-GO", () => {
  const text = briefing(morningFlight({ cylinders: 2 }), { fromDeg: 250, speedKt: 6 }, 75);
  assert.ok(text.includes("NO-GO: planned 75 min exceeds endurance"), text);
  assert.ok(!text.endsWith("GO\n"));
});
