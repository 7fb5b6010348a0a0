import { describe, expect, it } from "vitest";
import { ClockError, minutesBetween, parseClock } from "../src/clock";

describe("parseClock", () => {
  it("reads 24-hour times", () => {
    expect(parseClock("00:00")).toBe(0);
    expect(parseClock("9:05")).toBe(545);
    expect(parseClock(" 23:59 ")).toBe(1439);
  });

  it("refuses what is not a clock time", () => {
    for (const bad of ["24:00", "12:60", "noon", "12", ""]) {
      expect(() => parseClock(bad)).toThrow(ClockError);
    }
  });
});

describe("minutesBetween", () => {
  it("counts a day shift", () => {
    expect(minutesBetween("08:00", "16:30")).toBe(510);
  });

  it("carries an overnight shift into the next day", () => {
    expect(minutesBetween("22:00", "06:00")).toBe(480);
  });

  it("is zero for a zero-length entry", () => {
    expect(minutesBetween("12:00", "12:00")).toBe(0);
  });
});
