import { describe, expect, it } from "vitest";
import { dayTotals, entryMinutes, weekSummary, type Entry } from "../src/timesheet";

const week: Entry[] = [
  { day: "2026-11-16", start: "08:00", end: "16:30", breakMinutes: 30 },
  { day: "2026-11-17", start: "08:02", end: "16:37", breakMinutes: 30 },
  { day: "2026-11-18", start: "07:55", end: "12:00" },
  { day: "2026-11-18", start: "12:45", end: "17:10" },
  { day: "2026-11-19", start: "22:00", end: "06:00", breakMinutes: 45 },
  { day: "2026-11-20", start: "09:00", end: "19:22", breakMinutes: 30 },
];

describe("entryMinutes", () => {
  it("subtracts the break", () => {
    expect(entryMinutes(week[0])).toBe(480);
  });

  it("refuses a break longer than the shift", () => {
    expect(() => entryMinutes({ day: "2026-11-16", start: "08:00", end: "08:20", breakMinutes: 30 })).toThrow(
      RangeError,
    );
  });
});

describe("dayTotals", () => {
  it("adds split shifts of one day", () => {
    expect(dayTotals(week.slice(2, 4))).toEqual([{ day: "2026-11-18", minutes: 510 }]);
  });
});

describe("weekSummary", () => {
  it("totals the week and splits off overtime", () => {
    expect(weekSummary(week)).toEqual({
      days: [
        { day: "2026-11-16", minutes: 480 },
        { day: "2026-11-17", minutes: 485 },
        { day: "2026-11-18", minutes: 510 },
        { day: "2026-11-19", minutes: 435 },
        { day: "2026-11-20", minutes: 592 },
      ],
      total: 2502,
      regular: 2400,
      overtime: 102,
    });
  });

  it("has no overtime in a short week", () => {
    expect(weekSummary(week.slice(0, 2))).toMatchObject({ total: 965, regular: 965, overtime: 0 });
  });
});
