import { describe, expect, it } from "vitest";
import {
  STOCK_WHEELS,
  WheelError,
  WheelSpec,
  circumference,
  felloeArcLength,
  felloeChord,
  felloeCount,
  spokeLength,
  spokePitchDegrees,
  validateWheel,
} from "../src/wheel.js";

const cart = STOCK_WHEELS["farm cart"];
const gig = STOCK_WHEELS["gig"];

function variant(changes: Partial<WheelSpec>): WheelSpec {
  return { ...cart, ...changes };
}

describe("stock wheels", () => {
  it("are all valid", () => {
    for (const spec of Object.values(STOCK_WHEELS)) {
      expect(() => validateWheel(spec)).not.toThrow();
    }
  });
});

describe("validateWheel", () => {
  it.each([
    [{ diameterMm: 0 }, /diameter/],
    [{ spokes: 11 }, /even number/],
    [{ spokes: 4 }, /at least 6/],
    [{ hubDiameterMm: 1200 }, /no room for spokes/],
    [{ tyre: { widthMm: 90, thicknessMm: 16 } }, /wider than the felloes/],
    [{ dishMm: -5 }, /dish/],
  ])("rejects %o", (changes, message) => {
    expect(() => validateWheel(variant(changes))).toThrow(WheelError);
    expect(() => validateWheel(variant(changes))).toThrow(message);
  });
});

describe("geometry", () => {
  it("measures the farm cart wheel", () => {
    expect(felloeCount(cart)).toBe(6);
    expect(circumference(cart)).toBeCloseTo(4310.27, 2);
    expect(spokePitchDegrees(cart)).toBe(30);
    expect(felloeArcLength(cart)).toBeCloseTo(718.38, 2);
    // six felloes: each chord is the radius of the wheel times two sin 30°
    expect(felloeChord(cart)).toBeCloseTo(686, 6);
  });

  it("measures spokes with their tenons and the dish", () => {
    expect(spokeLength(cart)).toBeCloseTo(597.62, 2);
    expect(spokeLength(gig)).toBeCloseTo(580.18, 2);
    const flat = variant({ dishMm: 0 });
    expect(spokeLength(flat)).toBe(1372 / 2 - 90 - 150 + 60 + 90);
  });
});
