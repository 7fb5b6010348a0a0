import { describe, expect, it } from "vitest";
import {
  ambientPressure,
  barToPsi,
  depthForPressure,
  feetToMetres,
  metresPerBar,
  metresToFeet,
  psiToBar,
  round,
} from "../src/units.js";

describe("units", () => {
  it("converts metres and feet", () => {
    expect(round(metresToFeet(30), 0)).toBe(98);
    expect(round(feetToMetres(60), 1)).toBe(18.3);
  });

  it("converts bar and psi", () => {
    expect(Math.round(barToPsi(200))).toBe(2901);
    expect(round(psiToBar(3000), 0)).toBe(207);
  });

  it("gives a bar per ten metres of sea water", () => {
    expect(metresPerBar()).toBe(10);
    expect(metresPerBar("fresh")).toBe(10.3);
    expect(round(ambientPressure(0), 2)).toBe(1.01);
    expect(round(ambientPressure(30), 2)).toBe(4.01);
    expect(round(ambientPressure(30, "fresh"), 2)).toBe(3.93);
  });

  it("finds the depth for a pressure", () => {
    expect(round(depthForPressure(4.01325), 1)).toBe(30);
    expect(() => depthForPressure(0.9)).toThrow(RangeError);
    expect(() => ambientPressure(-1)).toThrow(RangeError);
  });

  it("rounds half away from zero", () => {
    expect(round(2.25, 1)).toBe(2.3);
    expect(round(-2.25, 1)).toBe(-2.3);
    expect(round(7)).toBe(7);
  });
});
