import { describe, expect, it } from "vitest";
import { parseTime } from "../src/clock";
import { checkTimeCard, isOutOfTime, penaltyFor, totalLateMinutes } from "../src/timecard";
import { crews } from "./fixtures";

describe("time card", () => {
  it("is on time anywhere in the due minute", () => {
    const [card] = checkTimeCard(parseTime("08:00"), [{ control: "TC1", targetMinutes: 20, arrival: parseTime("08:20:59") }]);
    expect(card.minutesOff).toBe(0);
    expect(card.penalty).toBe(0);
  });

  it("charges 10 seconds a minute late and a minute a minute early", () => {
    expect(penaltyFor(3)).toBe(30);
    expect(penaltyFor(-2)).toBe(120);
    expect(penaltyFor(0)).toBe(0);
  });

  it("takes the due time from the actual arrival at the previous control", () => {
    const card = checkTimeCard(crews()[1].start, crews()[1].controls);
    expect(card.map((r) => [r.control, r.minutesOff, r.penalty])).toEqual([
      ["TC1", 3, 30],
      ["TC2", -1, 60],
    ]);
    expect(card[1].due).toBe(parseTime("09:20"));
  });

  it("puts a crew more than 30 minutes late in all out of time", () => {
    const card = checkTimeCard(crews()[2].start, crews()[2].controls);
    expect(totalLateMinutes(card)).toBe(32);
    expect(isOutOfTime(card)).toBe(true);
    expect(isOutOfTime(checkTimeCard(crews()[1].start, crews()[1].controls))).toBe(false);
  });
});
