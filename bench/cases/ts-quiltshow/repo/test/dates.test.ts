import { describe, expect, it } from "vitest";
import { addDays, daysBetween, parseDate, shortDate } from "../src/dates.js";

describe("dates", () => {
  it("parses ISO dates in UTC", () => {
    expect(parseDate("2025-05-16").toISOString()).toBe("2025-05-16T00:00:00.000Z");
  });

  it("rejects malformed and impossible dates", () => {
    expect(() => parseDate("16/05/2025")).toThrow("not a date");
    expect(() => parseDate("2025-02-29")).toThrow("no such date");
  });

  it("counts days from one date to another", () => {
    expect(daysBetween("2025-04-04", "2025-04-11")).toBe(7);
    expect(daysBetween("2025-04-11", "2025-04-04")).toBe(-7);
    expect(daysBetween("2025-03-29", "2025-03-31")).toBe(2);
  });

  it("adds days across month ends", () => {
    expect(addDays("2025-01-30", 3)).toBe("2025-02-02");
    expect(addDays("2025-03-01", -1)).toBe("2025-02-28");
  });

  it("prints a short date", () => {
    expect(shortDate("2025-05-17")).toBe("Sat 17 May");
  });
});
