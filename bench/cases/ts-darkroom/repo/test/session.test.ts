import { describe, expect, it } from "vitest";
import { charge, type Session } from "../src/session";
import { withRates } from "../src/rates";

const base: Session = { who: "ines", member: true, day: "2026-03-07", start: "10:00", end: "11:30", wetBench: false };

describe("charge", () => {
  it("gives members their free minutes and discount", () => {
    // 90 min - 30 free = 60 min = 4 blocks * 150 = 600, less 20% = 480
    expect(charge(base)).toEqual({ minutes: 90, billedMinutes: 60, enlarger: 480, chemistry: 0, total: 480 });
  });

  it("charges visitors every started block", () => {
    const c = charge({ ...base, member: false, end: "10:50" });
    expect(c.billedMinutes).toBe(50);
    expect(c.enlarger).toBe(600);
  });

  it("adds chemistry for the wet bench", () => {
    expect(charge({ ...base, wetBench: true }).total).toBe(730);
  });

  it("charges nothing for a short member session", () => {
    expect(charge({ ...base, end: "10:25" }).total).toBe(0);
  });

  it("follows the rates it is given", () => {
    const rates = withRates({ blockMinutes: 30, enlargerPerBlock: 250, memberDiscount: 0 });
    expect(charge(base, rates).enlarger).toBe(500);
  });
});
