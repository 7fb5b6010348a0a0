import { describe, expect, it } from "vitest";
import { coinsToExtend, refundCents, startDryer } from "../src/dryers";
import { clock, parseInstant } from "../src/util/time";

const ten = parseInstant("2026-03-02T10:00");

describe("dryers", () => {
  it("runs eight minutes a coin", () => {
    const run = startDryer("D1", 5, ten);
    expect(clock(run.finish)).toBe("10:40");
  });

  it("counts the coins to dry a while longer", () => {
    const run = startDryer("D2", 3, ten);
    expect(coinsToExtend(run, parseInstant("2026-03-02T10:24"))).toBe(0);
    expect(coinsToExtend(run, parseInstant("2026-03-02T10:30"))).toBe(1);
    expect(coinsToExtend(run, parseInstant("2026-03-02T10:41"))).toBe(3);
  });

  it("refunds whole unused coins", () => {
    const run = startDryer("D1", 4, ten);
    expect(refundCents(run, parseInstant("2026-03-02T10:07"))).toBe(300);
    expect(refundCents(run, parseInstant("2026-03-02T10:30"))).toBe(0);
  });

  it("takes whole coins only", () => {
    expect(() => startDryer("D1", 0, ten)).toThrow(/whole coins/);
    expect(() => startDryer("W1", 2, ten)).toThrow(/not a dryer/);
  });
});
