import { describe, expect, it } from "vitest";
import { formatMoney, quote } from "../src/pricing";
import { extra, programme } from "../src/programmes";

describe("quote", () => {
  it("prices a car at the board price", () => {
    expect(quote(programme("FOAM"), "car")).toEqual({
      programmeCents: 1200,
      extrasCents: 0,
      discountCents: 0,
      totalCents: 1200,
    });
  });

  it("scales the programme but not the extras for bigger vehicles", () => {
    const q = quote(programme("VALET"), "van", [extra("WHEELS")]);
    expect(q.programmeCents).toBe(3380);
    expect(q.extrasCents).toBe(400);
    expect(q.totalCents).toBe(3780);
  });

  it("makes the programme free on a loyalty wash, not the extras", () => {
    const q = quote(programme("BASIC"), "suv", [extra("TYRES")], true);
    expect(q.discountCents).toBe(960);
    expect(q.totalCents).toBe(200);
  });
});

describe("formatMoney", () => {
  it("formats cents", () => {
    expect(formatMoney(1250)).toBe("12.50");
    expect(formatMoney(5)).toBe("0.05");
    expect(formatMoney(-300)).toBe("-3.00");
  });
});
