import { describe, expect, it } from "vitest";
import { seasonFixtures } from "../src/fixtures";
import { renderNight, renderTable } from "../src/report";
import { parseResults } from "../src/results";
import { buildTable } from "../src/table";
import { TEAMS } from "../src/teams";

describe("renderTable", () => {
  it("prints the noticeboard table", () => {
    const table = buildTable(parseResults("RIV 41-37 OAK\nMIL 35-35 STA\nOAK 39-30 MIL"));
    expect(renderTable(table)).toBe(
      [
        "Pos Team   P  W  D  L   GF   GA   GD  B  Pts",
        "  1 OAK    2  1  0  1   76   71   +5  1    5",
        "  2 RIV    1  1  0  0   41   37   +4  0    4",
        "  3 STA    1  0  1  0   35   35    0  0    2",
        "  4 MIL    2  0  1  1   65   74   -9  0    2",
      ].join("\n"),
    );
  });
});

describe("renderNight", () => {
  const fixtures = seasonFixtures(TEAMS, "2024-09-10");

  it("lists the night's matches with their courts", () => {
    const sheet = renderNight(fixtures, "2024-09-10").split("\n");
    expect(sheet[0]).toBe("2024-09-10 (round 1)");
    expect(sheet).toHaveLength(4);
    expect(sheet[1]).toBe("  Riverside Rockets v St Anne's Sparks (Riverside Leisure Centre)");
  });

  it("says when there is nothing on", () => {
    expect(renderNight(fixtures, "2024-09-11")).toBe("2024-09-11: no matches");
  });
});
