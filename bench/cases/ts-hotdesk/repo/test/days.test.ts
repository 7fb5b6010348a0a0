import { describe, expect, it } from "vitest";
import { addDays, isWorkday, parseDay, weekday } from "../src/days";

describe("days", () => {
  it("parses real days only", () => {
    expect(parseDay("2026-12-07")).toBe("2026-12-07");
    expect(() => parseDay("2026-02-30")).toThrow("not a day");
    expect(() => parseDay("7/12/2026")).toThrow("not a day");
  });

  it("counts days across months and years", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
  });

  it("knows the weekdays", () => {
    expect(weekday("2026-12-07")).toBe(0);
    expect(weekday("2026-12-13")).toBe(6);
    expect(isWorkday("2026-12-11")).toBe(true);
    expect(isWorkday("2026-12-12")).toBe(false);
  });
});
