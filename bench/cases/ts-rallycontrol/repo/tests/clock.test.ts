import { describe, expect, it } from "vitest";
import { formatDuration, formatTime, parseTime } from "../src/clock";

describe("clock", () => {
  it("parses times of day with and without seconds", () => {
    expect(parseTime("09:05")).toBe(9 * 3600 + 5 * 60);
    expect(parseTime("9:05:30")).toBe(9 * 3600 + 5 * 60 + 30);
  });

  it("rejects what is not a time of day", () => {
    expect(() => parseTime("24:00")).toThrow(/not a time of day/);
    expect(() => parseTime("12:60")).toThrow(/not a time of day/);
    expect(() => parseTime("noon")).toThrow(/not a time of day/);
  });

  it("formats times and durations", () => {
    expect(formatTime(parseTime("07:03:09"))).toBe("07:03:09");
    expect(formatDuration(75)).toBe("1:15");
    expect(formatDuration(3725)).toBe("1:02:05");
    expect(formatDuration(0)).toBe("0:00");
  });
});
