import assert from "node:assert/strict";
import { test } from "node:test";

import { listPage } from "../src/listing.js";
import { catalogue, NOW } from "./fixtures.js";

test("first page holds the newest episodes", () => {
  const page = listPage(catalogue(), { perPage: 10, now: NOW });
  assert.equal(page.pages, 3);
  assert.equal(page.total, 23);
  assert.equal(page.lines.length, 10);
  assert.equal(page.lines[0], "2026-02-02  #23 Episode 23 (53:03)");
  assert.equal(page.next, 2);
  assert.equal(page.previous, null);
});

test("last page holds the remainder", () => {
  const page = listPage(catalogue(), { page: 3, perPage: 10, now: NOW });
  assert.deepEqual(page.lines, [
    "2025-09-15  #3 Episode 3 (33:03)",
    "2025-09-08  #2 Episode 2 (32:02)",
    "2025-09-01  #1 Episode 1 (31:01)",
  ]);
  assert.equal(page.next, null);
});

test("a page past the end is empty", () => {
  const page = listPage(catalogue(), { page: 4, perPage: 10, now: NOW });
  assert.deepEqual(page.lines, []);
});

test("page numbers start at 1", () => {
  assert.throws(() => listPage(catalogue(), { page: 0, now: NOW }), RangeError);
});
