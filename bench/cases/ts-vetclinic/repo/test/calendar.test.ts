import { describe, expect, it } from "vitest";
import { formatDate, fromMinutes, isSunday, parseDate, toMinutes } from "../src/calendar";

describe("calendar", () => {
  it("parses and formats ISO dates", () => {
    expect(formatDate(parseDate("2024-02-29"))).toBe("2024-02-29");
    expect(parseDate("2024-06-10").getUTCDay()).toBe(1);
  });

  it("rejects dates that do not exist", () => {
    expect(() => parseDate("2023-02-29")).toThrow("no such date");
    expect(() => parseDate("10/06/2024")).toThrow("not a date");
  });

  it("knows Sundays", () => {
    expect(isSunday(parseDate("2024-06-16"))).toBe(true);
    expect(isSunday(parseDate("2024-06-15"))).toBe(false);
  });

  it("converts clock times", () => {
    expect(toMinutes("08:30")).toBe(510);
    expect(fromMinutes(1110)).toBe("18:30");
    expect(() => toMinutes("24:00")).toThrow();
  });
});
