import { describe, expect, it } from "vitest";
import { currency, receipt, splitBill, tableTotal, type Item } from "../src/index.js";

const dinner: Item[] = [
  { name: "pizza", price: 1450, sharedBy: ["Ana", "Ben"] },
  { name: "risotto", price: 1620, sharedBy: ["Cleo"] },
  { name: "wine", price: 2400 },
  { name: "tiramisu", price: 690, sharedBy: ["Ben"] },
];
const table = ["Ana", "Ben", "Cleo"];

describe("splitBill", () => {
  it("shares items among those who had them, with a tenth for the tip", () => {
    const shares = splitBill(dinner, table);
    expect(shares.map((s) => s.items)).toEqual([1525, 2215, 2420]);
    expect(shares.map((s) => s.tip)).toEqual([153, 222, 242]);
    expect(shares.map((s) => s.total)).toEqual([1680, 2440, 2665]);
  });

  it("gives odd cents to the first eater", () => {
    const shares = splitBill([{ name: "bread", price: 301 }], table, { tip: 0, roundTo: 1 });
    expect(shares.map((s) => s.items)).toEqual([101, 100, 100]);
  });

  it("takes a tip and a rounding of the table's choosing", () => {
    const shares = splitBill(dinner, table, { tip: 0.15, roundTo: 100 });
    expect(shares.map((s) => s.total)).toEqual([1800, 2600, 2800]);
    expect(tableTotal(shares)).toBe(7200);
  });

  it("refuses a stranger", () => {
    expect(() => splitBill([{ name: "soup", price: 500, sharedBy: ["Dan"] }], table)).toThrow(RangeError);
    expect(() => splitBill(dinner, [])).toThrow(RangeError);
  });
});

describe("receipt", () => {
  it("lines up names and amounts", () => {
    const lines = receipt(splitBill(dinner, table), currency("EUR"));
    expect(lines).toEqual([
      "Ana ............. €16.80",
      "Ben ............. €24.40",
      "Cleo ............ €26.65",
      "Total ........... €67.85",
    ]);
  });
});
