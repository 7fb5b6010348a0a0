import { describe, expect, it } from "vitest";
import { statement } from "../src/ledger";
import type { Session } from "../src/session";

const sessions: Session[] = [
  { who: "ines", member: true, day: "2026-03-14", start: "14:00", end: "16:00", wetBench: true },
  { who: "ines", member: true, day: "2026-03-07", start: "10:00", end: "11:30", wetBench: false },
  { who: "tomas", member: false, day: "2026-03-07", start: "10:00", end: "12:00", wetBench: true },
  { who: "ines", member: true, day: "2026-04-02", start: "18:00", end: "19:00", wetBench: false },
];

describe("statement", () => {
  it("lists a member's month in order", () => {
    const s = statement("ines", "2026-03", sessions);
    expect(s.sessions).toBe(2);
    expect(s.minutes).toBe(210);
    expect(s.lines).toEqual([
      "2026-03-07 10:00-11:30 1h 30m £4.80",
      "2026-03-14 14:00-16:00 2h 00m + chemistry £9.70",
    ]);
    expect(s.total).toBe(1450);
  });

  it("is empty for a month with no sessions", () => {
    expect(statement("tomas", "2026-04", sessions)).toEqual({
      who: "tomas", month: "2026-04", sessions: 0, minutes: 0, total: 0, lines: [],
    });
  });
});
