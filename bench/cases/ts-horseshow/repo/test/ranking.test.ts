import { describe, expect, it } from "vitest";
import { assignPlaces, compareRounds, jumpOffQualifiers, rankTableA } from "../src/ranking.js";
import type { Placed, RoundScore } from "../src/types.js";

function done(entry: number, faults: number, seconds: number): RoundScore {
  return { entry, status: "finished", jumpingFaults: faults, timeFaults: 0, faults, seconds };
}

function out(entry: number, status: "eliminated" | "retired" = "eliminated"): RoundScore {
  return { entry, status, jumpingFaults: 0, timeFaults: 0, faults: 0, seconds: 0 };
}

describe("compareRounds", () => {
  it("puts fewer faults first, then the faster time", () => {
    expect(compareRounds(done(1, 0, 80), done(2, 4, 60))).toBeLessThan(0);
    expect(compareRounds(done(1, 4, 61.5), done(2, 4, 60))).toBeGreaterThan(0);
    expect(compareRounds(done(1, 4, 60.1 + 0.2), done(2, 4, 60.3))).toBe(0);
  });

  it("puts unfinished rounds last and equal", () => {
    expect(compareRounds(out(1), done(2, 20, 99))).toBeGreaterThan(0);
    expect(compareRounds(out(1), out(2, "retired"))).toBe(0);
  });
});

describe("jumpOffQualifiers", () => {
  it("takes the clear rounds only", () => {
    expect(jumpOffQualifiers([done(1, 0, 70), done(2, 1, 70), out(3), done(4, 0, 80)])).toEqual([1, 4]);
  });
});

describe("assignPlaces", () => {
  it("gives equal places and skips after them", () => {
    const rows: Placed[] = [done(1, 0, 70), done(2, 4, 71), done(3, 4, 71), done(4, 8, 60), out(5)].map(
      (first) => ({ entry: first.entry, place: null, first }),
    );
    const placed = assignPlaces(rows, (a, b) => compareRounds(a.first, b.first));
    expect(placed.map((row) => row.place)).toEqual([1, 2, 2, 4, null]);
  });
});

describe("rankTableA", () => {
  it("places the jump-off first, then the rest on the first round", () => {
    const first = [done(1, 4, 70), done(2, 0, 75), done(3, 0, 76), out(4), done(5, 0, 74), done(6, 8, 65)];
    const jumpOff = [done(2, 0, 40), done(3, 4, 35), out(5, "retired")];
    const placed = rankTableA(first, jumpOff);
    expect(placed.map((row) => [row.entry, row.place])).toEqual([
      [2, 1],
      [3, 2],
      [5, 3],
      [1, 4],
      [6, 5],
      [4, null],
    ]);
  });

  it("ranks on the first round when nobody jumps off", () => {
    const placed = rankTableA([done(1, 4, 70), done(2, 0, 75), done(3, 4, 69)], []);
    expect(placed.map((row) => row.entry)).toEqual([2, 3, 1]);
    expect(placed[0].jumpOff).toBeUndefined();
  });
});
