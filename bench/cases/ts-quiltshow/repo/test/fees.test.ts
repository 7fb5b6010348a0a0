import { describe, expect, it } from "vitest";
import { entryFee, pounds, saleCommission, statements } from "../src/fees.js";
import { entries, entry, priya, ruth } from "./fixtures.js";

describe("fees", () => {
  it("charges members the member rate", () => {
    expect(entryFee(entry())).toBe(1200);
    expect(entryFee(entry({ makers: [priya] }))).toBe(1700);
  });

  it("gives a joint entry the member rate if any maker is a member", () => {
    expect(entryFee(entry({ category: "GRP", makers: [priya, ruth] }))).toBe(1800);
    expect(entryFee(entry({ category: "BED", makers: [priya, ruth] }))).toBe(1500);
  });

  it("lets Young Quilters enter free", () => {
    expect(entryFee(entry({ category: "JUN" }))).toBe(0);
  });

  it("takes 15% commission on sales", () => {
    expect(saleCommission(450)).toBe(6750);
    expect(saleCommission(99.99)).toBe(1500);
  });

  it("makes one statement per first-named maker", () => {
    const result = statements(entries);
    expect(result.map((s) => [s.maker, s.totalPence])).toEqual([
      ["Ruth Quayle", 4500],
      ["Priya Raman", 3700],
      ["Elin Rhys", 1200],
      ["Tom Quinlan", 0],
    ]);
    expect(result[0].entries.map((e) => e.number)).toEqual([1, 4, 7]);
  });

  it("formats pence as pounds", () => {
    expect(pounds(4500)).toBe("£45.00");
    expect(pounds(1205)).toBe("£12.05");
    expect(pounds(-250)).toBe("-£2.50");
  });
});
