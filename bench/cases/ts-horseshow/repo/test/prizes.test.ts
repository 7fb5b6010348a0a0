import { describe, expect, it } from "vitest";
import { distribute, placesAwarded, prizeTable } from "../src/prizes.js";
import type { Placed, RoundScore } from "../src/types.js";

function placed(entry: number, place: number | null): Placed {
  const first: RoundScore = { entry, status: "finished", jumpingFaults: 0, timeFaults: 0, faults: 0, seconds: 70 };
  return { entry, place, first };
}

describe("placesAwarded", () => {
  it("awards one place for every four starters or part of four", () => {
    expect(placesAwarded(1, 6)).toBe(1);
    expect(placesAwarded(8, 6)).toBe(2);
    expect(placesAwarded(9, 6)).toBe(3);
    expect(placesAwarded(40, 6)).toBe(6);
  });
});

describe("prizeTable", () => {
  it("pays each place its share of the fund", () => {
    expect(prizeTable(60000, [30, 22, 16, 12, 10, 10], 3)).toEqual([18000, 13200, 9600]);
  });

  it("rounds down to the penny", () => {
    expect(prizeTable(10001, [33, 33], 2)).toEqual([3300, 3300]);
  });
});

describe("distribute", () => {
  it("pays the places in order", () => {
    const won = distribute([placed(4, 1), placed(9, 2), placed(2, 3), placed(7, 4)], [500, 300, 200]);
    expect([...won]).toEqual([
      [4, 500],
      [9, 300],
      [2, 200],
      [7, 0],
    ]);
  });

  it("shares the prizes of tied places", () => {
    const won = distribute([placed(4, 1), placed(9, 2), placed(2, 2), placed(7, 4)], [500, 301, 200]);
    expect(won.get(9)).toBe(251);
    expect(won.get(2)).toBe(250);
    expect(won.get(7)).toBe(0);
  });

  it("pays nothing to unplaced entries", () => {
    const won = distribute([placed(4, 1), placed(5, null)], [500]);
    expect(won.has(5)).toBe(false);
  });
});
