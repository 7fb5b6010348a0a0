import { describe, expect, it } from "vitest";
import { powerAt, powerCoefficient } from "../src/powercurve.ts";
import { A82, A92 } from "../src/turbines.ts";

describe("power curve", () => {
  it("reads the curve at its points", () => {
    expect(powerAt(A82, 8)).toBe(815);
    expect(powerAt(A82, 12)).toBe(2000);
    expect(powerAt(A92, 10)).toBe(1890);
  });

  it("interpolates between points", () => {
    expect(powerAt(A82, 8.5)).toBeCloseTo(997.5, 6);
    expect(powerAt(A92, 2.75)).toBeCloseTo(20, 6);
    expect(powerAt(A82, 18)).toBe(2000);
  });

  it("makes nothing below cut-in and stops at cut-out", () => {
    expect(powerAt(A82, 2.9)).toBe(0);
    expect(powerAt(A82, 3)).toBe(25);
    expect(powerAt(A82, 24.9)).toBe(2000);
    expect(powerAt(A82, 25)).toBe(0);
  });

  it("gives a plausible power coefficient", () => {
    const cp = powerCoefficient(A82, 8);
    expect(cp).toBeGreaterThan(0.4);
    expect(cp).toBeLessThan(0.593);
    expect(powerCoefficient(A82, 0)).toBe(0);
  });
});
