import { describe, expect, it } from "vitest";
import { ClassError, runClass } from "../src/show.js";
import { entries, firstRound, jumpOffRound, newcomers } from "./fixtures.js";

describe("runClass", () => {
  const result = runClass(newcomers(), entries, firstRound, jumpOffRound);

  it("times the rounds", () => {
    expect(result.timeAllowed).toBe(79);
    expect(result.timeLimit).toBe(158);
    expect(result.jumpOffTimeAllowed).toBe(50);
    expect(result.starters).toBe(12);
  });

  it("places the class", () => {
    expect(result.rows.map((row) => [row.place, row.entry])).toEqual([
      [1, 3],
      [2, 12],
      [3, 19],
      [4, 5],
      [5, 7],
      [6, 8],
      [6, 22],
      [8, 17],
      [9, 14],
      [10, 11],
      [null, 15],
      [null, 21],
    ]);
  });

  it("scores time faults in both rounds", () => {
    const row = (entry: number) => result.rows.find((r) => r.entry === entry)!;
    expect(row(7).first.timeFaults).toBe(2);
    expect(row(11).first.faults).toBe(9);
    expect(row(19).first.faults).toBe(0);
    expect(row(19).jumpOff!.timeFaults).toBe(2);
  });

  it("pays the first three", () => {
    expect(result.rows.filter((row) => row.prize > 0).map((row) => [row.entry, row.prize])).toEqual([
      [3, 18000],
      [12, 13200],
      [19, 9600],
    ]);
  });

  it("retires a qualifier who misses the jump-off", () => {
    const withoutIsla = runClass(newcomers(), entries, firstRound, jumpOffRound.slice(0, 3));
    const isla = withoutIsla.rows.find((row) => row.entry === 19)!;
    expect(isla.jumpOff?.status).toBe("retired");
    expect(isla.place).toBe(4);
  });

  it("has no jump-off for a single clear round", () => {
    const oneClear = firstRound.map((sheet) =>
      sheet.entry !== 3 && sheet.knockdowns === 0
        ? { ...sheet, knockdowns: 1 }
        : sheet,
    );
    const single = runClass(newcomers(), entries, oneClear, jumpOffRound);
    expect(single.rows[0].entry).toBe(3);
    expect(single.rows.every((row) => row.jumpOff === undefined)).toBe(true);
  });

  it("refuses sheets for horses not entered", () => {
    expect(() => runClass(newcomers(), entries, [...firstRound, { ...firstRound[0], entry: 99 }])).toThrow(
      new ClassError("HS12: no entry 99"),
    );
  });

  it("refuses an unsound course plan", () => {
    const spec = newcomers({ jumpOff: { lengthM: 290, obstacles: 4 } });
    expect(() => runClass(spec, entries, firstRound)).toThrow(/jump-off of 4 obstacles/);
  });
});
