import { describe, expect, it } from "vitest";
import { currency, formatAmount, parseAmount, roundUp } from "../src/index.js";

const eur = currency("eur");
const jpy = currency("JPY");

describe("amounts", () => {
  it("parses decimals in minor units", () => {
    expect(parseAmount("12.5", eur)).toBe(1250);
    expect(parseAmount("12,05", eur)).toBe(1205);
    expect(parseAmount("7", eur)).toBe(700);
    expect(parseAmount("1200", jpy)).toBe(1200);
  });

  it("refuses what is not an amount", () => {
    expect(() => parseAmount("1.234", eur)).toThrow(SyntaxError);
    expect(() => parseAmount("12.5", jpy)).toThrow(SyntaxError);
    expect(() => parseAmount("-3", eur)).toThrow(SyntaxError);
  });

  it("formats with the symbol", () => {
    expect(formatAmount(1250, eur)).toBe("€12.50");
    expect(formatAmount(5, eur)).toBe("€0.05");
    expect(formatAmount(-1205, eur)).toBe("-€12.05");
    expect(formatAmount(1200, jpy)).toBe("¥1200");
  });

  it("rounds up to a step", () => {
    expect(roundUp(1231, 5)).toBe(1235);
    expect(roundUp(1235, 5)).toBe(1235);
    expect(roundUp(1231, 1)).toBe(1231);
  });
});
