import { describe as group, expect, it } from "vitest";
import { AIR, PPO2_CONTINGENCY, bestMix, describe, ead, mod, nitrox, ppO2 } from "../src/gas.js";

group("gas", () => {
  it("builds nitrox mixes", () => {
    expect(nitrox(32)).toEqual({ name: "EAN32", o2: 0.32 });
    expect(nitrox(21).name).toBe("Air");
    expect(() => nitrox(50)).toThrow(RangeError);
    expect(() => nitrox(32.5)).toThrow(RangeError);
  });

  it("computes the oxygen partial pressure", () => {
    expect(ppO2(AIR, 30)).toBeCloseTo(0.843, 3);
    expect(ppO2(nitrox(32), 30)).toBeCloseTo(1.284, 3);
  });

  it("computes maximum operating depths", () => {
    expect(mod(AIR)).toBe(56);
    expect(mod(nitrox(32))).toBe(33);
    expect(mod(nitrox(36))).toBe(28);
    expect(mod(nitrox(32), PPO2_CONTINGENCY)).toBe(39);
    expect(mod(nitrox(32), 1.4, "fresh")).toBe(34);
  });

  it("picks the best mix for a depth", () => {
    expect(bestMix(30).name).toBe("EAN34");
    expect(bestMix(18).name).toBe("EAN40");
    expect(() => bestMix(60)).toThrow(RangeError);
  });

  it("computes the equivalent air depth", () => {
    expect(ead(nitrox(32), 30)).toBe(24.4);
    expect(ead(AIR, 20)).toBe(20);
  });

  it("describes a mix", () => {
    expect(describe(nitrox(32))).toBe("EAN32 (32% O2, MOD 33 m)");
  });
});
