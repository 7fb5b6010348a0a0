import { describe, expect, it } from "vitest";
import { minutesRemaining, noStopLimit, tableDepth, withinLimits } from "../src/tables.js";

describe("tables", () => {
  it("rounds depths to the next table row", () => {
    expect(tableDepth(10)).toBe(10);
    expect(tableDepth(17.2)).toBe(18);
    expect(tableDepth(26)).toBe(30);
    expect(() => tableDepth(42)).toThrow(RangeError);
  });

  it("gives the no-stop limit", () => {
    expect(noStopLimit(18)).toBe(56);
    expect(noStopLimit(23)).toBe(29);
    expect(noStopLimit(5)).toBe(219);
  });

  it("counts the minutes remaining", () => {
    expect(minutesRemaining(20, 30)).toBe(15);
    expect(minutesRemaining(30, 25)).toBe(0);
    expect(withinLimits(30, 20)).toBe(true);
    expect(withinLimits(30, 21)).toBe(false);
  });
});
