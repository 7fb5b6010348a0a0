import { describe, expect, it } from "vitest";
import { addDays, daysBetween, formatDay, isWeekend, toDay } from "../src/util/dates";

describe("dates", () => {
  it("parses and formats a day", () => {
    expect(formatDay(toDay("2026-03-02"))).toBe("2026-03-02");
  });

  it("rejects days that do not exist", () => {
    expect(() => toDay("2026-02-30")).toThrow(/no such day/);
    expect(() => toDay("2.3.2026")).toThrow(/not a YYYY-MM-DD/);
  });

  it("adds days across a month end", () => {
    expect(addDays("2026-02-26", 7)).toBe("2026-03-05");
  });

  it("counts the days between two dates", () => {
    expect(daysBetween("2026-03-09", "2026-03-11")).toBe(2);
    expect(daysBetween("2026-03-29", "2026-03-30")).toBe(1);
    expect(daysBetween("2026-03-11", "2026-03-09")).toBe(-2);
  });

  it("knows the weekend", () => {
    expect(isWeekend("2026-03-07")).toBe(true);
    expect(isWeekend("2026-03-09")).toBe(false);
  });
});
