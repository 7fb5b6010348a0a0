import { describe, expect, it } from "vitest";
import { knotsToMs, msToKnots, recordEnergyKwh, round, shearToHub } from "../src/units.ts";

describe("units", () => {
  it("converts knots and metres per second", () => {
    expect(msToKnots(10)).toBeCloseTo(19.43844, 5);
    expect(knotsToMs(msToKnots(7.3))).toBeCloseTo(7.3, 10);
  });

  it("extrapolates the mast speed to hub height", () => {
    expect(shearToHub(8, 78, 78)).toBe(8);
    expect(shearToHub(8, 50, 100)).toBeCloseTo(8 * 2 ** 0.14, 10);
    expect(shearToHub(6, 40, 80, 0.2)).toBeCloseTo(6.8922, 4);
    expect(() => shearToHub(6, 0, 80)).toThrow(RangeError);
  });

  it("turns a ten-minute power into energy", () => {
    expect(recordEnergyKwh(600)).toBe(100);
    expect(recordEnergyKwh(0)).toBe(0);
  });

  it("rounds to digits", () => {
    expect(round(1.23456, 2)).toBe(1.23);
    expect(round(2.5, 0)).toBe(3);
  });
});
