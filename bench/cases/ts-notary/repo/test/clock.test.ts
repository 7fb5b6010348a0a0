import { describe, expect, it } from "vitest";
import { daysBetween, formatTime, parseDay, parseTime, weekday } from "../src/clock.js";

describe("clock", () => {
  it("parses and formats times of day", () => {
    expect(parseTime("00:00")).toBe(0);
    expect(parseTime("09:30")).toBe(570);
    expect(parseTime("23:59")).toBe(1439);
    expect(formatTime(570)).toBe("09:30");
    expect(formatTime(parseTime("17:05"))).toBe("17:05");
  });

  it("rejects malformed times", () => {
    expect(() => parseTime("9:30")).toThrow(/bad time/);
    expect(() => parseTime("24:00")).toThrow(/bad time/);
    expect(() => formatTime(1440)).toThrow(/out of range/);
  });

  it("checks days exist", () => {
    expect(parseDay("2024-02-29").getUTCDate()).toBe(29);
    expect(() => parseDay("2023-02-29")).toThrow(/no such day/);
    expect(() => parseDay("2024-2-1")).toThrow(/bad day/);
  });

  it("knows weekdays and day differences", () => {
    expect(weekday("2024-05-06")).toBe(1);
    expect(weekday("2024-05-11")).toBe(6);
    expect(daysBetween("2024-02-28", "2024-03-01")).toBe(2);
    expect(daysBetween("2024-05-06", "2024-05-01")).toBe(-5);
  });
});
