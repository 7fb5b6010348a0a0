import { expect, test } from "vitest";
import { receipt } from "../src/receipt.js";
import { splitBill } from "../src/split.js";

test("one line per diner and a total", () => {
  const s = splitBill([{ name: "soup", cents: 1000, sharedBy: ["al", "bo"] }], ["al", "bo"]);
  expect(receipt(s)).toBe("al         5.00\nbo         5.00\ntotal     10.00");
});
