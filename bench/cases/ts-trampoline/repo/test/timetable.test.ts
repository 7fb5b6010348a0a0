import { describe, expect, it } from "vitest";
import { sessions } from "../src/timetable";
import { saturday } from "./fixtures";

describe("sessions", () => {
  it("fits sessions between safety checks until closing", () => {
    const day = sessions(saturday);
    expect(day.map((s) => `${s.start}-${s.end}`)).toEqual([
      "10:00-11:30",
      "11:50-13:20",
      "13:40-15:10",
      "15:30-17:00",
    ]);
    expect(day.map((s) => s.kind)).toEqual(["toddler", "open", "open", "glow"]);
    expect(day[2].id).toBe("2026-12-12#3");
  });

  it("runs open sessions past the list of kinds", () => {
    const day = sessions({ ...saturday, sessionMinutes: 60, kinds: ["toddler"] });
    expect(day).toHaveLength(6);
    expect(day[5]).toMatchObject({ kind: "open", start: "16:40", end: "17:40" });
  });
});
