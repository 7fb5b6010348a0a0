import { describe, expect, it } from "vitest";
import { createKiln, planFiring, totalMinutes, peak } from "../src/index";

const bisque = [
  { to: 600, rate: 100 },
  { to: 1000, rate: 150, hold: 10 },
];

const crystalGlaze = [
  { to: 1260, rate: 150, hold: 15 },
  { to: 1100, rate: 60, hold: 120 },
  { to: 700, rate: 100 },
];

describe("planFiring", () => {
  it("ramps at the programmed rates when the kiln keeps up", () => {
    expect(planFiring(bisque).map((s) => s.minutes)).toEqual([348, 170]);
    expect(totalMinutes(bisque)).toBe(518);
  });

  it("is held back by a small kiln's elements", () => {
    const small = createKiln("test kiln", 90);
    expect(planFiring(bisque, small).map((s) => s.rate)).toEqual([90, 90]);
  });

  it("cools at the programmed rate for a crystal glaze", () => {
    const steps = planFiring(crystalGlaze);
    expect(steps.map((s) => s.rate)).toEqual([150, 60, 100]);
    expect(steps[1].minutes).toBe(280);
  });

  it("cannot cool faster than the kiln loses heat", () => {
    const steps = planFiring([{ to: 1000, rate: 200 }, { to: 500, rate: 300 }]);
    expect(steps[1].rate).toBe(120);
    expect(steps[1].minutes).toBe(250);
  });

  it("totals a glaze firing with its holds and cooling", () => {
    expect(totalMinutes(crystalGlaze)).toBe(511 + 280 + 240);
  });

  it("knows the peak", () => {
    expect(peak(crystalGlaze)).toBe(1260);
    expect(peak([])).toBe(20);
  });

  it("refuses a zero rate", () => {
    expect(() => planFiring([{ to: 500, rate: 0 }])).toThrow(RangeError);
  });
});
