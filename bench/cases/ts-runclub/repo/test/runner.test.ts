import { describe, expect, it } from "vitest";
import { paceOf, summary } from "../src/runner";
import { ana, ben, cleo } from "./fixtures";

describe("paceOf", () => {
  it("is seconds per km", () => {
    expect(paceOf({ date: "2026-05-04", km: 5, time: "30:00" })).toBe(360);
  });
  it("refuses a run without distance", () => {
    expect(() => paceOf({ date: "2026-05-04", km: 0, time: "30:00" })).toThrow();
  });
});

describe("summary", () => {
  it("sums a member's week", () => {
    const s = summary(ana);
    expect(s.runs).toBe(5);
    expect(s.km).toBe(33);
    expect(s.latestPace).toBe(335);
    expect(s.trend).toBe(-25);
  });
  it("averages paces run by run", () => {
    expect(summary(ben).pace).toBe(315);
  });
  it("refuses an empty log", () => {
    expect(() => summary(cleo)).toThrow();
  });
});
