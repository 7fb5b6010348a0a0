import assert from "node:assert/strict";
import { test } from "node:test";

import { slugify, uniqueSlug } from "../src/slugify.js";

test("lower-cases and dashes words", () => {
  assert.equal(slugify("Hello World"), "hello-world");
});

test("drops accents", () => {
  assert.equal(slugify("Crème brûlée"), "creme-brulee");
});

test("collapses runs of punctuation into one dash", () => {
  assert.equal(slugify("Q&A: what's new?"), "q-a-what-s-new");
});

test("numbers a slug that is taken", () => {
  assert.equal(uniqueSlug("Hello World", new Set(["hello-world"])), "hello-world-2");
});
