import { describe, expect, it } from "vitest";
import { seasonFixtures } from "../src/fixtures";
import { TEAMS, findTeam } from "../src/teams";
import { Umpire, appointUmpires, appointmentsFor } from "../src/umpires";

const UMPIRES: Umpire[] = [
  { name: "Carol Dean", club: "Riverside" },
  { name: "Priya Shah", club: "Oakfield" },
  { name: "Helen Ward", club: "Millbrook" },
  { name: "Sue Patel", club: "St Anne's" },
  { name: "Gemma Cole", club: "Independent" },
  { name: "Rachel Finch", club: "Independent", unavailable: ["2024-09-10"] },
  { name: "Dawn Irwin", club: "Independent" },
  { name: "Kate Lowe", club: "Riverside" },
];

describe("appointUmpires", () => {
  const fixtures = seasonFixtures(TEAMS, "2024-09-10");
  const appointments = appointUmpires(fixtures, UMPIRES);

  it("puts two umpires on every match, never from a club that is playing", () => {
    expect(appointments).toHaveLength(fixtures.length);
    for (const a of appointments) {
      const clubs = [findTeam(a.fixture.home).club, findTeam(a.fixture.away).club];
      const umpireClubs = a.umpires.map((n) => UMPIRES.find((u) => u.name === n)!.club);
      expect(umpireClubs.some((c) => clubs.includes(c))).toBe(false);
      expect(a.umpires[0]).not.toBe(a.umpires[1]);
    }
  });

  it("gives an umpire at most one match a night and respects availability", () => {
    const firstNight = appointments.filter((a) => a.fixture.date === "2024-09-10");
    const names = firstNight.flatMap((a) => a.umpires);
    expect(new Set(names).size).toBe(names.length);
    expect(names).not.toContain("Rachel Finch");
  });

  it("spreads the work", () => {
    const counts = UMPIRES.map((u) => appointmentsFor(appointments, u.name).length);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(60);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(4);
  });

  it("says when there are not enough umpires", () => {
    expect(() => appointUmpires(fixtures.slice(0, 1), UMPIRES.slice(0, 2))).toThrow(/not enough umpires/);
  });
});
