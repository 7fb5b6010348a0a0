import { describe, expect, it } from "vitest";
import { programme } from "../src/programmes";
import { plan, waits } from "../src/queue";
import { saturdayMorning } from "./fixtures";

describe("plan", () => {
  it("puts each car in the bay that is free first", () => {
    const slots = plan(saturdayMorning, 2);
    expect(slots.map((s) => [s.plate, s.bay, s.start, s.finish, s.waited])).toEqual([
      ["AB12 CDE", 1, 540, 550, 0],
      ["FG34 HIJ", 2, 542, 602, 0],
      ["KL56 MNO", 1, 550, 565, 5],
      ["PQ78 RST", 1, 565, 613, 19],
      ["UV90 WXY", 2, 602, 614, 42],
    ]);
  });

  it("sorts arrivals by time", () => {
    const slots = plan([...saturdayMorning].reverse(), 4);
    expect(slots.map((s) => s.plate)).toEqual(saturdayMorning.map((a) => a.plate));
    expect(slots.every((s) => s.waited === 0)).toBe(true);
  });

  it("uses the lowest-numbered bay on a tie", () => {
    const slots = plan([{ plate: "A", at: "08:00", vehicle: "car", programme: programme("BASIC") }], 3);
    expect(slots[0].bay).toBe(1);
  });

  it("needs a bay", () => {
    expect(() => plan(saturdayMorning, 0)).toThrow();
  });
});

describe("waits", () => {
  it("gives the longest and average wait", () => {
    expect(waits(plan(saturdayMorning, 2))).toEqual({ longest: 42, average: 13.2 });
    expect(waits([])).toEqual({ longest: 0, average: 0 });
  });
});
