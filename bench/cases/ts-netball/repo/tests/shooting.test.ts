import { describe, expect, it } from "vitest";
import { accuracy, topScorers, totals } from "../src/shooting";

const SHEETS = [
  { player: "Jess Moore", team: "RIV", goals: 28, attempts: 33 },
  { player: "Amira Khan", team: "RIV", goals: 13, attempts: 17 },
  { player: "Jess Moore", team: "RIV", goals: 31, attempts: 36 },
  { player: "Nia Brooks", team: "OAK", goals: 30, attempts: 40 },
  { player: "Nia Brooks", team: "OAK", goals: 29, attempts: 34 },
  { player: "Lucy Hart", team: "MIL", goals: 35, attempts: 41 },
  { player: "Lucy Hart", team: "MIL", goals: 24, attempts: 30 },
];

describe("shooting", () => {
  it("works out accuracy as a whole percentage", () => {
    expect(accuracy(28, 33)).toBe(85);
    expect(accuracy(0, 0)).toBe(0);
    expect(() => accuracy(5, 4)).toThrow(/5 goals from 4 attempts/);
  });

  it("adds up each shooter's matches", () => {
    const jess = totals(SHEETS).find((t) => t.player === "Jess Moore");
    expect(jess).toEqual({ player: "Jess Moore", team: "RIV", matches: 2, goals: 59, attempts: 69 });
  });

  it("ranks top scorers on goals then accuracy and keeps ties", () => {
    const top = topScorers(SHEETS, 2);
    expect(top.map((t) => t.player)).toEqual(["Jess Moore", "Lucy Hart", "Nia Brooks"]);
    expect(topScorers(SHEETS, 10)).toHaveLength(4);
  });
});
