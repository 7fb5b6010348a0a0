import { describe, expect, test } from "vitest";
import { splitBill } from "../src/split.js";

const dinner = [
  { name: "pizza", cents: 2400, sharedBy: ["ana", "ben", "cy"] },
  { name: "salad", cents: 900, sharedBy: ["ana"] },
  { name: "wine", cents: 3000, sharedBy: ["ben", "cy"] },
];
const diners = ["ana", "ben", "cy"];

describe("splitBill", () => {
  test("shares tax and tip by what each diner ate", () => {
    const s = splitBill(dinner, diners, { taxPercent: 10, tipPercent: 15 });
    expect(s.food).toBe(6300);
    expect(s.tax).toBe(630);
    expect(s.tip).toBe(945);
    expect(s.shares.map((x) => x.total)).toEqual([2125, 2875, 2875]);
    expect(s.shares.reduce((a, x) => a + x.total, 0)).toBe(s.total);
  });

  test("tips on the taxed amount when asked", () => {
    const s = splitBill(dinner, diners, { taxPercent: 10, tipPercent: 10, tipOnPreTax: false });
    expect(s.tip).toBe(693);
  });

  test("with no options there is only food", () => {
    const s = splitBill(dinner, diners);
    expect(s.total).toBe(6300);
    expect(s.shares.map((x) => x.total)).toEqual([1700, 2300, 2300]);
  });

  test("rejects a diner who is not at the table", () => {
    expect(() => splitBill([{ name: "tea", cents: 300, sharedBy: ["dee"] }], diners)).toThrow(/unknown diner dee/);
  });
});
