import { test } from "node:test";
import assert from "node:assert/strict";

import { nextRun, nextRuns } from "../src/index.js";

const friday = new Date("2026-03-06T17:50:00Z");

test("next quarter hour on a working day", () => {
  assert.equal(nextRun("*/15 9-17 * * MON-FRI", friday).toISOString(), "2026-03-09T09:00:00.000Z");
});

test("first of the month", () => {
  assert.equal(nextRun("30 6 1 * *", friday).toISOString(), "2026-04-01T06:30:00.000Z");
});

test("day of month or weekday, when both are given", () => {
  assert.equal(nextRun("0 12 15 * SUN", friday).toISOString(), "2026-03-08T12:00:00.000Z");
});

test("several runs in a row", () => {
  const runs = nextRuns("0 0 * * *", 3, friday).map((d) => d.toISOString().slice(0, 10));
  assert.deepEqual(runs, ["2026-03-07", "2026-03-08", "2026-03-09"]);
});

test("February the 30th never comes", () => {
  assert.equal(nextRun("0 0 30 2 *", friday), null);
});
