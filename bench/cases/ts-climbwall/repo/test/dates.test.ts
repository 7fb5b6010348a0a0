import { describe, expect, it } from "vitest";
import { addDays, daysBetween, formatDay, parseDay, sameMonth } from "../src/util/dates.js";

describe("dates", () => {
  it("parses and formats a day", () => {
    expect(formatDay(parseDay("2026-03-09"))).toBe("2026-03-09");
  });

  it("refuses a day that does not exist", () => {
    expect(() => parseDay("2026-02-30")).toThrow(/no such day/);
    expect(() => parseDay("9 March")).toThrow(/not a day/);
  });

  it("adds days across a month end", () => {
    expect(formatDay(addDays(parseDay("2026-03-30"), 3))).toBe("2026-04-02");
  });

  it("counts days between", () => {
    expect(daysBetween(parseDay("2026-03-01"), parseDay("2026-04-12"))).toBe(42);
  });

  it("knows the month a day is in", () => {
    expect(sameMonth(parseDay("2026-03-31"), 2026, 3)).toBe(true);
    expect(sameMonth(parseDay("2026-04-01"), 2026, 3)).toBe(false);
  });
});
