import { test } from "node:test";
import assert from "node:assert/strict";
import { checkLoad, onBoardMassKg } from "../src/manifest.ts";
import { morningFlight } from "./fixtures.ts";

test("each person aboard carries a kit allowance", () => {
  assert.equal(onBoardMassKg(morningFlight()), 68 + 84 + 61 + 92 + 4 * 3);
});

test("a cool morning takes the pilot and three passengers", () => {
  const check = checkLoad(morningFlight());
  assert.deepEqual(check.problems, []);
  assert.equal(check.totalMassKg, 317);
  assert.ok(check.marginKg > 50, `margin ${check.marginKg} kg`);
});

test("a fifth person does not fit in the basket", () => {
  const plan = morningFlight();
  plan.passengers = [...plan.passengers, { name: "Lin", massKg: 55 }];
  assert.deepEqual(checkLoad(plan).problems, ["5 people aboard, basket is certified for 4"]);
});

test("a hot afternoon at a high site is overweight", () => {
  const check = checkLoad(morningFlight({ groundTempC: 31, siteElevationM: 900 }));
  assert.equal(check.problems.length, 1);
  assert.match(check.problems[0], /^overweight by \d+ kg$/);
});
