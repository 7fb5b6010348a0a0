import { describe, expect, it } from "vitest";
import { herdAverage, lactationYield, peakYield, solidsKg, type TestDay } from "../src/yields";
import { TESTS } from "./fixtures";

const rec = (date: string, litres: number): TestDay => ({ ear: "X", date, litres, fatPct: 4, proteinPct: 3.3, scc: 100 });

describe("yields", () => {
  it("integrates test days over a 305-day lactation", () => {
    const tests = [rec("2023-01-11", 30), rec("2023-02-10", 36), rec("2023-03-12", 34)];
    // 10*30 + 30*33 + 30*35 + 235*34
    expect(lactationYield("2023-01-01", tests)).toBe(300 + 990 + 1050 + 7990);
  });

  it("ignores tests before calving or after the cut-off", () => {
    const tests = [rec("2022-12-20", 50), rec("2023-01-11", 30), rec("2024-01-01", 10)];
    expect(lactationYield("2023-01-01", tests)).toBe(305 * 30);
    expect(lactationYield("2023-01-01", [])).toBe(0);
  });

  it("finds the peak", () => {
    expect(peakYield(TESTS)?.litres).toBe(31.4);
    expect(peakYield([])).toBeUndefined();
  });

  it("weighs fat and protein", () => {
    expect(solidsKg(rec("2023-01-11", 30))).toBeCloseTo(2.2557, 4);
  });

  it("averages the herd on a day", () => {
    expect(herdAverage(TESTS, "2023-10-10")).toBeCloseTo(23.125, 3);
    expect(herdAverage(TESTS, "2023-11-10")).toBe(0);
  });
});
