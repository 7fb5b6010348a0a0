import { describe, expect, it } from "vitest";
import { addDays, dayNumber, daysBetween } from "../src/dates";

describe("dates", () => {
  it("counts days across a month and a leap day", () => {
    expect(daysBetween("2024-02-27", "2024-03-02")).toBe(4);
    expect(daysBetween("2025-02-27", "2025-03-02")).toBe(3);
  });
  it("is negative backwards", () => {
    expect(daysBetween("2026-04-01", "2026-03-30")).toBe(-2);
  });
  it("adds days", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
  });
  it("refuses a date it cannot read", () => {
    expect(() => dayNumber("1/4/2026")).toThrow("not a date: 1/4/2026");
  });
});
