import { describe, expect, it } from "vitest";
import { totals } from "../src/takings";
import { saturdaySales } from "./fixtures";

describe("totals", () => {
  it("adds up the day", () => {
    const t = totals(saturdaySales);
    expect(t.washes).toBe(5);
    expect(t.totalCents).toBe(800 + 4500 + 0 + 3380 + 960);
    expect(t.discountCents).toBe(1200);
    expect(t.averageCents).toBe(1928);
    expect(t.waterLitres).toBe(120 + 220 + 160 + 243 + 144);
    expect(t.byProgramme.get("BASIC")).toEqual({ washes: 2, cents: 1760 });
  });

  it("copes with an empty day", () => {
    expect(totals([]).averageCents).toBe(0);
  });
});
