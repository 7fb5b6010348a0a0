import assert from "node:assert/strict";
import { test } from "node:test";

import { EpisodeError, newestFirst, normalise, published } from "../src/episodes.js";
import { catalogue, NOW } from "./fixtures.js";

test("normalise parses the duration and lower-cases tags", () => {
  const e = normalise({ slug: "a", title: " A ", published: "2026-01-05", duration: "1:02:03", tags: ["News"] });
  assert.equal(e.title, "A");
  assert.equal(e.seconds, 3723);
  assert.deepEqual(e.tags, ["news"]);
  assert.equal(e.number, null);
});

test("normalise refuses a bad duration", () => {
  assert.throws(() => normalise({ slug: "a", title: "A", published: "2026-01-05", duration: "12" }), EpisodeError);
});

test("published leaves out drafts and scheduled episodes", () => {
  const slugs = published(catalogue(), NOW).map((e) => e.slug);
  assert.equal(slugs.length, 23);
  assert.ok(!slugs.includes("draft"));
  assert.ok(!slugs.includes("later"));
});

test("newestFirst orders by date", () => {
  const order = newestFirst(published(catalogue(), NOW)).map((e) => e.number);
  assert.deepEqual(order.slice(0, 3), [23, 22, 21]);
});
