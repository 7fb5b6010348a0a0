import { describe, expect, it } from "vitest";
import { hhmm, minutes } from "../src/clock";

describe("clock", () => {
  it("reads and writes times of day", () => {
    expect(minutes("09:05")).toBe(545);
    expect(minutes(" 7:30 ")).toBe(450);
    expect(hhmm(545)).toBe("09:05");
  });

  it("refuses what is not a time", () => {
    expect(() => minutes("24:00")).toThrow(/not a time of day/);
    expect(() => minutes("9.30")).toThrow(/not a time of day/);
  });
});
