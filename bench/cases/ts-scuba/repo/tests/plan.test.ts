import { describe, expect, it } from "vitest";
import { cylinder } from "../src/cylinders.js";
import { nitrox } from "../src/gas.js";
import { plan, segments, summary } from "../src/plan.js";

describe("plan", () => {
  it("lays out the segments", () => {
    const s = segments(18, 40);
    expect(s.map((x) => x.kind)).toEqual(["descent", "bottom", "ascent", "stop", "ascent"]);
    expect(s.map((x) => x.minutes)).toEqual([1, 40, 1.4, 3, 0.6]);
  });

  it("plans a dive on air", () => {
    const p = plan({ depthM: 18, bottomMinutes: 40, sacLpm: 15, cylinder: cylinder("12L"), startBar: 210 });
    expect(p.runtime).toBe(46);
    expect(p.gasLitres).toBe(1842);
    expect(p.gasBar).toBe(154);
    expect(p.endBar).toBe(56);
    expect(p.warnings).toEqual([]);
  });

  it("warns past the no-stop limit and the reserve", () => {
    const p = plan({ depthM: 30, bottomMinutes: 25, sacLpm: 18, cylinder: cylinder("12L"), startBar: 200 });
    expect(p.warnings).toEqual([
      "25 min at 30 m exceeds the no-stop limit of 20 min",
      `planned end pressure ${p.endBar} bar is below the 50 bar reserve`,
    ]);
    expect(p.endBar).toBeLessThan(50);
  });

  it("warns below the MOD of a nitrox mix", () => {
    const p = plan({ depthM: 36, bottomMinutes: 10, mix: nitrox(32), sacLpm: 15, cylinder: cylinder("15L"), startBar: 220 });
    expect(p.warnings[0]).toBe("36 m is deeper than the MOD of EAN32 (33 m)");
  });

  it("prints a summary", () => {
    const p = plan({ depthM: 18, bottomMinutes: 40, sacLpm: 15, cylinder: cylinder("12L"), startBar: 210 });
    expect(summary(p).split("\n")).toEqual([
      "descent   0 ->  18 m  1.0 min",
      "bottom   18 ->  18 m  40.0 min",
      "ascent   18 ->   5 m  1.4 min",
      "stop      5 ->   5 m  3.0 min",
      "ascent    5 ->   0 m  0.6 min",
      "runtime 46.0 min, gas 1842 L (154 bar), end 56 bar",
    ]);
  });
});
