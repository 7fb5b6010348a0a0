import { describe, expect, it } from "vitest";
import { OvenError, finishTime, fromMinutes, schedule, toMinutes, traysFor } from "../src/oven.js";

describe("oven", () => {
  it("reads and writes times", () => {
    expect(toMinutes("05:30")).toBe(330);
    expect(fromMinutes(366)).toBe("06:06");
    expect(fromMinutes(24 * 60 + 5)).toBe("00:05");
    expect(() => toMinutes("half five")).toThrow(OvenError);
  });

  it("counts trays", () => {
    expect(traysFor("croissant", 60)).toBe(5);
    expect(traysFor("tarte aux pommes", 3)).toBe(2);
    expect(() => traysFor("baguette", 1)).toThrow("no bake for baguette");
  });

  it("schedules loads one after another", () => {
    const loads = schedule(
      [
        { product: "croissant", pieces: 60 },
        { product: "madeleine", pieces: 50 },
      ],
      "05:30",
    );
    expect(loads).toEqual([
      { product: "croissant", trays: 4, start: "05:30", finish: "05:48" },
      { product: "croissant", trays: 1, start: "05:48", finish: "06:06" },
      { product: "madeleine", trays: 3, start: "06:06", finish: "06:16" },
    ]);
    expect(finishTime(loads, "05:30")).toBe("06:16");
  });

  it("has nothing to bake", () => {
    expect(schedule([], "06:00")).toEqual([]);
    expect(finishTime([], "06:00")).toBe("06:00");
  });
});
