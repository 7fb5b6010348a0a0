import { describe, expect, it } from "vitest";
import { addDays, day, daysBetween, isoDay, monthOf } from "../src/dates.ts";

describe("dates", () => {
  it("parses and prints plain days", () => {
    expect(isoDay(day("2026-02-28"))).toBe("2026-02-28");
    expect(() => day("2026-13-01")).toThrow(RangeError);
  });

  it("adds days across month and year ends", () => {
    expect(isoDay(addDays(day("2026-02-27"), 2))).toBe("2026-03-01");
    expect(isoDay(addDays(day("2026-12-30"), 3))).toBe("2027-01-02");
    expect(isoDay(addDays(day("2026-03-01"), -1))).toBe("2026-02-28");
  });

  it("counts the days between two dates", () => {
    expect(daysBetween(day("2026-01-01"), day("2026-03-01"))).toBe(59);
    expect(daysBetween(day("2026-03-01"), day("2026-01-01"))).toBe(-59);
  });

  it("gives months from 1", () => {
    expect(monthOf(day("2026-01-15"))).toBe(1);
    expect(monthOf(day("2026-12-31"))).toBe(12);
  });
});
