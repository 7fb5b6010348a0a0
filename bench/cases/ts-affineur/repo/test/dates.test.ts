import { describe, expect, it } from "vitest";
import { addDays, daysBetween, formatDay, parseDay } from "../src/dates";

describe("dates", () => {
  it("parses and formats a day", () => {
    expect(formatDay(parseDay("2026-03-29"))).toBe("2026-03-29");
  });

  it("rejects a day that does not exist", () => {
    expect(() => parseDay("2026-02-30")).toThrow("no such day");
    expect(() => parseDay("29/03/2026")).toThrow("not a day");
  });

  it("adds days across a month and a daylight-saving change", () => {
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
    expect(addDays("2026-01-30", 30)).toBe("2026-03-01");
  });

  it("counts whole days either way", () => {
    expect(daysBetween("2026-10-01", "2026-11-02")).toBe(32);
    expect(daysBetween("2026-11-02", "2026-10-01")).toBe(-32);
  });
});
