import { describe, expect, it } from "vitest";
import { parseResults } from "../src/results";
import { buildTable, goalDifference, position } from "../src/table";

const WEEKS_1_TO_3 = `
RIV 41-37 OAK
MIL 35-35 STA
STA2 22-48 RIV2
OAK 39-30 MIL
STA 33-40 RIV
RIV2 44-29 STA2
MIL conceded to RIV2
OAK 31-31 STA
RIV 50-28 STA2
`;

describe("buildTable", () => {
  const table = buildTable(parseResults(WEEKS_1_TO_3), ["RIV", "RIV2", "OAK", "MIL", "STA", "STA2"]);
  const row = (team: string) => table.find((r) => r.team === team)!;

  it("counts games, goals and results", () => {
    expect(row("RIV")).toMatchObject({ played: 3, won: 3, drawn: 0, lost: 0, goalsFor: 131, goalsAgainst: 98 });
    expect(row("STA")).toMatchObject({ played: 3, won: 0, drawn: 2, lost: 1, goalsFor: 99, goalsAgainst: 106 });
    expect(goalDifference(row("STA2"))).toBe(-63);
  });

  it("awards 4 for a win, 2 for a draw and a bonus for losing by 5 or fewer", () => {
    expect(row("RIV").points).toBe(12);
    expect(row("RIV2")).toMatchObject({ won: 3, points: 12 });
    expect(row("OAK")).toMatchObject({ bonus: 1, points: 7 });
    expect(row("MIL")).toMatchObject({ bonus: 0, points: 2 });
    expect(row("STA")).toMatchObject({ bonus: 0, points: 4 });
  });

  it("gives no bonus point for a walkover", () => {
    const t = buildTable(parseResults("MIL conceded to RIV2"));
    expect(t.find((r) => r.team === "MIL")).toMatchObject({ lost: 1, bonus: 0, points: 0, goalsAgainst: 20 });
  });

  it("orders on points, then goal difference, then goals for", () => {
    expect(table.map((r) => r.team)).toEqual(["RIV2", "RIV", "OAK", "STA", "MIL", "STA2"]);
    expect(position(table, "OAK")).toBe(3);
    expect(() => position(table, "XYZ")).toThrow(/not in the table/);
  });

  it("lists teams that have not played yet", () => {
    const t = buildTable([], ["OAK", "MIL"]);
    expect(t.map((r) => [r.team, r.played])).toEqual([
      ["MIL", 0],
      ["OAK", 0],
    ]);
  });
});
