import { describe, expect, it } from "vitest";
import { inSector, wakeFactor } from "../src/wake.ts";
import { turbines } from "./farm.ts";

describe("wake", () => {
  it("finds a direction in a sector", () => {
    const sector = { fromDeg: 225, toDeg: 255, loss: 0.1 };
    expect(inSector(225, sector)).toBe(true);
    expect(inSector(254.9, sector)).toBe(true);
    expect(inSector(255, sector)).toBe(false);
    expect(inSector(-120, sector)).toBe(true);
  });

  it("handles sectors through north", () => {
    const sector = { fromDeg: 350, toDeg: 20, loss: 0.2 };
    expect(inSector(355, sector)).toBe(true);
    expect(inSector(0, sector)).toBe(true);
    expect(inSector(360, sector)).toBe(true);
    expect(inSector(20, sector)).toBe(false);
    expect(inSector(180, sector)).toBe(false);
  });

  it("applies the losses of the sectors the wind is in", () => {
    const [t1, t2, t3] = turbines;
    expect(wakeFactor(t1, 240)).toBe(1);
    expect(wakeFactor(t2, 240)).toBeCloseTo(0.9, 10);
    expect(wakeFactor(t2, 300)).toBe(1);
    expect(wakeFactor(t3, 5)).toBeCloseTo(0.8, 10);
    const both = { ...t2, wakes: [...t2.wakes, { fromDeg: 200, toDeg: 250, loss: 0.5 }] };
    expect(wakeFactor(both, 240)).toBeCloseTo(0.45, 10);
  });
});
