import { describe, expect, it } from "vitest";
import { CROISSANT, MADELEINE, TARTE_AUX_POMMES } from "../src/catalogue.js";
import { PricingError, batchCost, counterPrice, pieceCost, pounds, pricePerKg, roundUpTo5 } from "../src/pricing.js";

describe("pricing", () => {
  it("looks up prices", () => {
    expect(pricePerKg("butter")).toBe(900);
    expect(() => pricePerKg("saffron")).toThrow(PricingError);
  });

  it("costs a batch", () => {
    expect(batchCost(CROISSANT)).toBe(665);
    expect(batchCost(MADELEINE)).toBe(360);
    expect(batchCost(TARTE_AUX_POMMES)).toBe(371);
  });

  it("costs a piece", () => {
    expect(pieceCost(CROISSANT)).toBe(27.7);
    expect(pieceCost(MADELEINE)).toBe(9);
  });

  it("prices the counter", () => {
    expect(counterPrice(CROISSANT)).toBe(115);
    expect(counterPrice(MADELEINE)).toBe(40);
    expect(counterPrice(TARTE_AUX_POMMES)).toBe(190);
  });

  it("uses other price lists", () => {
    const dear = { "plain flour": 80, butter: 1800, sugar: 120, eggs: 450, lemon: 300, honey: 800 };
    expect(batchCost(MADELEINE, dear)).toBe(540);
  });

  it("rounds up to 5p", () => {
    expect(roundUpTo5(110.8)).toBe(115);
    expect(roundUpTo5(40)).toBe(40);
    expect(roundUpTo5(0)).toBe(0);
  });

  it("formats pounds", () => {
    expect(pounds(1234)).toBe("£12.34");
    expect(pounds(5)).toBe("£0.05");
    expect(pounds(-250)).toBe("-£2.50");
  });
});
