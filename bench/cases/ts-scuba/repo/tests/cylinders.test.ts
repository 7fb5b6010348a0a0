import { describe, expect, it } from "vitest";
import { barFor, cylinder, freeGas, gasAtDepth, minimumGas, sacRate, turnPressure } from "../src/cylinders.js";

describe("cylinders", () => {
  it("looks cylinders up", () => {
    expect(cylinder("12L").litres).toBe(12);
    expect(cylinder("AL80").workingBar).toBe(207);
    expect(() => cylinder("7L")).toThrow(/unknown cylinder/);
  });

  it("computes free gas", () => {
    expect(freeGas(cylinder("12L"), 200)).toBe(2400);
    expect(barFor(cylinder("15L"), 1500)).toBe(100);
  });

  it("computes the surface consumption rate", () => {
    // 12 L, 120 bar used over 40 min at an average of 15 m
    expect(sacRate(cylinder("12L"), 120, 40, 15)).toBeCloseTo(14.32, 2);
    expect(() => sacRate(cylinder("12L"), 120, 0, 15)).toThrow(RangeError);
  });

  it("computes the gas used at depth", () => {
    expect(Math.round(gasAtDepth(20, 10, 20))).toBe(603);
  });

  it("turns on the rule of thirds", () => {
    expect(turnPressure(210)).toBe(140);
    expect(turnPressure(200)).toBe(134);
  });

  it("keeps minimum gas for a shared ascent", () => {
    expect(minimumGas(cylinder("12L"), 30, 4)).toBe(70);
  });
});
