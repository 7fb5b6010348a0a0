import assert from "node:assert/strict";
import { test } from "node:test";

import { formatDate, formatDuration } from "../src/format.js";

test("formatDuration pads seconds", () => {
  assert.equal(formatDuration(65), "1:05");
  assert.equal(formatDuration(2400), "40:00");
});

test("formatDate is the UTC day", () => {
  assert.equal(formatDate(new Date("2026-02-02T23:30:00Z")), "2026-02-02");
});
