import { describe, expect, it } from "vitest";
import { addDays, daysBetween, isBefore, monthsBetween, parseDate } from "../src/dates";

describe("dates", () => {
  it("adds days across month and year ends", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2023-12-30", 3)).toBe("2024-01-02");
    expect(addDays("2024-03-31", -31)).toBe("2024-02-29");
  });

  it("counts days either way, unaffected by summer time", () => {
    expect(daysBetween("2024-03-30", "2024-04-01")).toBe(2);
    expect(daysBetween("2024-04-01", "2024-03-30")).toBe(-2);
    expect(daysBetween("2024-01-01", "2025-01-01")).toBe(366);
  });

  it("counts whole months", () => {
    expect(monthsBetween("2022-03-15", "2024-03-14")).toBe(23);
    expect(monthsBetween("2022-03-15", "2024-03-15")).toBe(24);
  });

  it("rejects bad dates", () => {
    expect(() => parseDate("2024-02-30")).toThrow(/no such day/);
    expect(() => parseDate("30/02/2024")).toThrow(/not a date/);
  });

  it("orders dates", () => {
    expect(isBefore("2024-05-01", "2024-05-02")).toBe(true);
    expect(isBefore("2024-05-02", "2024-05-02")).toBe(false);
  });
});
