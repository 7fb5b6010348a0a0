import { describe, expect, it } from "vitest";
import { formatMinutes, minutesBetween, parseClock } from "../src/util/time";

describe("time", () => {
  it("parses clock times", () => {
    expect(parseClock("00:00")).toBe(0);
    expect(parseClock("09:30")).toBe(570);
    expect(parseClock(" 23:59 ")).toBe(1439);
  });

  it("refuses what is not a clock time", () => {
    expect(() => parseClock("9:30")).toThrow(/not a clock time/);
    expect(() => parseClock("24:00")).toThrow(/not a clock time/);
    expect(() => parseClock("12:60")).toThrow(/not a clock time/);
  });

  it("counts minutes between two times", () => {
    expect(minutesBetween("10:00", "11:45")).toBe(105);
    expect(minutesBetween("10:00", "10:00")).toBe(0);
    expect(() => minutesBetween("11:00", "10:00")).toThrow(/before it starts/);
  });

  it("formats minutes", () => {
    expect(formatMinutes(65)).toBe("1h 05m");
    expect(formatMinutes(0)).toBe("0h 00m");
    expect(formatMinutes(600)).toBe("10h 00m");
  });
});
