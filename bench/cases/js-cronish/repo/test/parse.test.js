import { test } from "node:test";
import assert from "node:assert/strict";

import { CronSyntaxError, fieldNamed, parseCron, parseField } from "../src/index.js";

test("steps, ranges and lists", () => {
  assert.deepEqual(parseField("*/15", fieldNamed("minute")), [0, 15, 30, 45]);
  assert.deepEqual(parseField("9-11,14", fieldNamed("hour")), [9, 10, 11, 14]);
  assert.deepEqual(parseField("10/20", fieldNamed("minute")), [10, 30, 50]);
});

test("month and weekday names", () => {
  assert.deepEqual(parseField("jan,MAR", fieldNamed("month")), [1, 3]);
  assert.deepEqual(parseField("MON-FRI", fieldNamed("weekday")), [1, 2, 3, 4, 5]);
});

test("errors name the expression", () => {
  assert.throws(() => parseCron("61 * * * *"), CronSyntaxError);
  assert.throws(() => parseCron("* * * *"), /expected 5 fields, found 4/);
  assert.throws(() => parseCron("* * * * FRI-MON"), /runs backwards/);
});
