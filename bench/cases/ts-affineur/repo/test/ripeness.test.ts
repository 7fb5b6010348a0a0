import { describe, expect, it } from "vitest";
import { ageDays, expectedGrams, isReady, readyOn } from "../src/ripeness";
import { makeWheel } from "../src/wheel";
import { TODAY, wheels } from "./fixtures";

describe("ripeness", () => {
  const [ct1041, ct1107, tm220, rb0871, st330] = wheels();

  it("ages from the day of making", () => {
    expect(ageDays(ct1041, TODAY)).toBe(154);
    expect(ageDays(st330, TODAY)).toBe(7);
  });

  it("is ready from the style's minimum age", () => {
    expect(readyOn(ct1041)).toBe("2026-09-29");
    expect(readyOn(rb0871)).toBe("2026-10-31");
    expect(wheels().filter((w) => isReady(w, TODAY)).map((w) => w.id)).toEqual(["CT-1041", "TM-220", "RB-0871"]);
    expect(isReady(ct1107, TODAY)).toBe(false);
  });

  it("loses the style's share of its weight each whole week", () => {
    expect(expectedGrams(tm220, TODAY)).toBe(1628);
    expect(expectedGrams(rb0871, TODAY)).toBe(471);
    expect(expectedGrams(makeWheel("ST-331", "stilton", "2026-10-30", 8200), TODAY)).toBe(8200);
  });
});
