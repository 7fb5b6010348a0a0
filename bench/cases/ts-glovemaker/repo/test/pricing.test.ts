import { test } from "node:test";
import assert from "node:assert/strict";
import { formatPounds, quote } from "../src/pricing.ts";

test("a quote for two pairs of lambskin dress gloves", () => {
  const q = quote({ style: "dress", leather: "lambskin", size: 7.5, pairs: 2 });
  assert.deepEqual(q, {
    leatherPence: 1432,
    labourPence: 3645,
    overheadPence: 1523,
    netPence: 6600,
    vatPence: 1320,
    totalPence: 7920,
    perPairPence: 3960,
  });
});

test("quantities must be whole pairs", () => {
  assert.throws(() => quote({ style: "dress", leather: "lambskin", size: 7, pairs: 0 }), /bad quantity/);
  assert.throws(() => quote({ style: "dress", leather: "lambskin", size: 7, pairs: 1.5 }), /bad quantity/);
});

test("pounds", () => {
  assert.equal(formatPounds(7920), "£79.20");
  assert.equal(formatPounds(5), "£0.05");
  assert.equal(formatPounds(-150), "-£1.50");
});
