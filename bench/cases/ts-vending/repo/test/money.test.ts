import { describe, expect, it } from "vitest";
import { formatPence, isCoin, parsePrice, sumCoins } from "../src/money.js";

describe("formatPence", () => {
  it("formats pounds and pence", () => {
    expect(formatPence(125)).toBe("£1.25");
    expect(formatPence(5)).toBe("£0.05");
    expect(formatPence(2000)).toBe("£20.00");
    expect(formatPence(0)).toBe("£0.00");
  });

  it("keeps the sign of refunds", () => {
    expect(formatPence(-85)).toBe("-£0.85");
  });
});

describe("parsePrice", () => {
  it("reads pounds, pounds with pence and pence", () => {
    expect(parsePrice("£1.25")).toBe(125);
    expect(parsePrice("1.2")).toBe(120);
    expect(parsePrice("£3")).toBe(300);
    expect(parsePrice("85p")).toBe(85);
    expect(parsePrice(" 0.05 ")).toBe(5);
  });

  it("rejects anything else", () => {
    expect(() => parsePrice("£1.255")).toThrow(/not a price/);
    expect(() => parsePrice("one pound")).toThrow(/not a price/);
  });
});

describe("coins", () => {
  it("knows the coins the mechanism takes", () => {
    expect(isCoin(50)).toBe(true);
    expect(isCoin(2)).toBe(false);
    expect(isCoin(1)).toBe(false);
  });

  it("adds up a handful", () => {
    expect(sumCoins([100, 20, 5])).toBe(125);
    expect(sumCoins([])).toBe(0);
  });
});
