import { describe, expect, it } from "vitest";
import { formatDuration, formatTime, parseTime } from "../src/time";

describe("clock times", () => {
  it("parses and formats HH:MM", () => {
    expect(parseTime("07:45")).toBe(465);
    expect(formatTime(465)).toBe("07:45");
    expect(formatTime(24 * 60 + 10)).toBe("00:10");
  });

  it("rejects what is not a time", () => {
    expect(() => parseTime("7:45")).toThrow("not a time");
    expect(() => parseTime("24:00")).toThrow("not a time");
  });

  it("formats durations", () => {
    expect(formatDuration(125)).toBe("2 h 05 min");
    expect(formatDuration(45)).toBe("45 min");
  });
});
