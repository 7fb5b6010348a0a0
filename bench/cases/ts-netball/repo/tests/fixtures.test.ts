import { describe, expect, it } from "vitest";
import { addWeeks, fixturesFor, roundRobin, seasonFixtures } from "../src/fixtures";
import { TEAMS } from "../src/teams";

describe("addWeeks", () => {
  it("moves a date on by whole weeks across month and clock changes", () => {
    expect(addWeeks("2024-09-10", 0)).toBe("2024-09-10");
    expect(addWeeks("2024-09-10", 3)).toBe("2024-10-01");
    expect(addWeeks("2024-10-22", 1)).toBe("2024-10-29");
  });

  it("rejects a bad date", () => {
    expect(() => addWeeks("10/09/2024", 1)).toThrow(/bad date/);
  });
});

describe("roundRobin", () => {
  it("pairs every team with every other once", () => {
    const rounds = roundRobin(["A", "B", "C", "D"]);
    expect(rounds).toHaveLength(3);
    const pairs = rounds.flat().map((p) => [...p].sort().join(""));
    expect(new Set(pairs).size).toBe(6);
    for (const round of rounds) {
      expect(new Set(round.flat()).size).toBe(4);
    }
  });

  it("gives one team a bye each round when the number is odd", () => {
    const rounds = roundRobin(["A", "B", "C", "D", "E"]);
    expect(rounds).toHaveLength(5);
    for (const round of rounds) {
      expect(round).toHaveLength(2);
    }
    expect(rounds.flat().flat().filter((t) => t === "E")).toHaveLength(4);
  });
});

describe("seasonFixtures", () => {
  const fixtures = seasonFixtures(TEAMS, "2024-09-10", ["2024-12-24", "2024-12-31"]);

  it("plays everyone home and away", () => {
    expect(fixtures).toHaveLength(30);
    const riv = fixturesFor(fixtures, "RIV");
    expect(riv).toHaveLength(10);
    expect(riv.filter((f) => f.home === "RIV")).toHaveLength(5);
  });

  it("has one round a week and skips the closed nights", () => {
    const dates = [...new Set(fixtures.map((f) => f.date))];
    expect(dates).toHaveLength(10);
    expect(dates[0]).toBe("2024-09-10");
    expect(dates).not.toContain("2024-12-24");
    expect(dates).not.toContain("2024-12-31");
    expect(dates[dates.length - 1]).toBe("2024-11-12");
    expect(fixtures.filter((f) => f.round === 6).every((f) => f.date === "2024-10-15")).toBe(true);
  });
});
