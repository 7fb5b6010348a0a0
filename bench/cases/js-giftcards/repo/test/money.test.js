import { test } from "node:test";
import assert from "node:assert/strict";

import { formatAmount } from "../src/index.js";

test("whole and fractional cents", () => {
  assert.equal(formatAmount(3750, "EUR"), "EUR 37.50");
  assert.equal(formatAmount(5, "EUR"), "EUR 0.05");
});

test("negative amounts keep their sign in front", () => {
  assert.equal(formatAmount(-1999, "USD"), "-USD 19.99");
});
