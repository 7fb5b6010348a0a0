import { describe, expect, it } from "vitest";
import { formatDuration, formatPace, parseDuration } from "../src/time";

describe("parseDuration", () => {
  it("reads minutes and seconds", () => {
    expect(parseDuration("27:30")).toBe(1650);
  });
  it("reads hours", () => {
    expect(parseDuration("1:02:03")).toBe(3723);
  });
  it("refuses nonsense", () => {
    expect(() => parseDuration("27")).toThrow();
    expect(() => parseDuration("27:75")).toThrow();
    expect(() => parseDuration("a:10")).toThrow();
  });
});

describe("formatting", () => {
  it("prints a pace", () => {
    expect(formatPace(330)).toBe("5:30/km");
    expect(formatPace(304.6)).toBe("5:05/km");
  });
  it("prints a duration", () => {
    expect(formatDuration(1650)).toBe("27:30");
    expect(formatDuration(3723)).toBe("1:02:03");
  });
});
