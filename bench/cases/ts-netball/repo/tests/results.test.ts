import { describe, expect, it } from "vitest";
import { matchFixture, parseResult, parseResults, winner } from "../src/results";

describe("parseResult", () => {
  it("reads the home score first", () => {
    expect(parseResult("RIV 41-37 OAK")).toEqual({ home: "RIV", away: "OAK", homeGoals: 41, awayGoals: 37 });
    expect(parseResult("  sta2 28 - 30 mil ")).toEqual({ home: "STA2", away: "MIL", homeGoals: 28, awayGoals: 30 });
  });

  it("turns a concession into a walkover", () => {
    expect(parseResult("OAK conceded to RIV")).toEqual({
      home: "RIV",
      away: "OAK",
      homeGoals: 20,
      awayGoals: 0,
      walkover: true,
    });
  });

  it("rejects what it cannot read", () => {
    expect(() => parseResult("RIV beat OAK")).toThrow(/cannot read/);
    expect(() => parseResult("RIV 30-30 RIV")).toThrow(/cannot play itself/);
  });

  it("skips blank lines and comments in a batch", () => {
    const text = "# week 3\nRIV 41-37 OAK\n\nMIL 35-35 STA\n";
    expect(parseResults(text)).toHaveLength(2);
  });
});

describe("matchFixture and winner", () => {
  const fixtures = [
    { round: 1, date: "2024-09-10", home: "RIV", away: "OAK" },
    { round: 1, date: "2024-09-10", home: "MIL", away: "STA" },
  ];

  it("finds the fixture either way round", () => {
    expect(matchFixture(parseResult("OAK 30-33 RIV"), fixtures)?.home).toBe("RIV");
    expect(matchFixture(parseResult("RIV 30-33 MIL"), fixtures)).toBeUndefined();
  });

  it("names the winner or none for a draw", () => {
    expect(winner(parseResult("OAK 30-33 RIV"))).toBe("RIV");
    expect(winner(parseResult("MIL 35-35 STA"))).toBeNull();
  });
});
