import { describe, expect, it } from "vitest";
import { feetInchesToMm, formatFeetInches, inchesToMm, mmToInches, round } from "../src/units.js";

describe("conversions", () => {
  it("converts inches and millimetres", () => {
    expect(inchesToMm(3)).toBeCloseTo(76.2, 9);
    expect(mmToInches(1219.2)).toBeCloseTo(48, 9);
    expect(feetInchesToMm(4, 6)).toBeCloseTo(1371.6, 9);
    expect(feetInchesToMm(5)).toBeCloseTo(1524, 9);
  });

  it("rounds to places", () => {
    expect(round(2.345, 2)).toBe(2.35);
    expect(round(1234.5)).toBe(1235);
    expect(round(-0.125, 2)).toBe(-0.12);
  });
});

describe("formatFeetInches", () => {
  it.each([
    [1372, `4' 6"`],
    [1000, `3' 3 3/8"`],
    [25.4, `1"`],
    [3.175, `1/8"`],
    [304.8, `1' 0"`],
    [0, `0"`],
    [-12.7, `-1/2"`],
  ])("%d mm reads %s", (mm, want) => {
    expect(formatFeetInches(mm)).toBe(want);
  });

  it("works to other fractions of an inch", () => {
    expect(formatFeetInches(1000, 16)).toBe(`3' 3 3/8"`);
    expect(formatFeetInches(1001, 16)).toBe(`3' 3 7/16"`);
    expect(formatFeetInches(100, 2)).toBe(`4"`);
  });
});
