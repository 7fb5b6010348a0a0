import { describe, expect, it } from "vitest";
import { addMinutes, clock, minutesBetween, parseInstant } from "../src/util/time";

describe("time", () => {
  it("parses and prints instants", () => {
    const at = parseInstant("2026-03-02T09:05");
    expect(at.toISOString()).toBe("2026-03-02T09:05:00.000Z");
    expect(clock(at)).toBe("09:05");
    expect(() => parseInstant("09:05")).toThrow(/bad instant/);
  });

  it("adds minutes across the hour and the day", () => {
    expect(clock(addMinutes(parseInstant("2026-03-02T09:50"), 25))).toBe("10:15");
    expect(addMinutes(parseInstant("2026-03-02T23:50"), 20).toISOString()).toBe("2026-03-03T00:10:00.000Z");
  });

  it("counts whole minutes between instants", () => {
    const a = parseInstant("2026-03-02T09:00");
    expect(minutesBetween(a, parseInstant("2026-03-02T09:45"))).toBe(45);
    expect(minutesBetween(parseInstant("2026-03-02T09:45"), a)).toBe(-45);
  });
});
