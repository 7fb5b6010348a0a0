import { describe, expect, it } from "vitest";
import { bestInShow, categoryAwards, prizeMoney, viewersChoice } from "../src/awards.js";
import type { PanelResult } from "../src/judging.js";
import { entries as fixtureEntries, entry, elin } from "./fixtures.js";

const entries = [...fixtureEntries, entry({ number: 8, title: "Saltmarsh", makers: [elin], widthCm: 110, heightCm: 130 })];

function result(entryNo: number, score: number, workmanship: number): [number, PanelResult] {
  return [entryNo, { entry: entryNo, judges: 3, score, workmanship }];
}

const results = new Map<number, PanelResult>([
  result(1, 82, 8),
  result(2, 71.5, 7),
  result(3, 86.3, 9),
  result(4, 71.5, 8),
  result(5, 90, 9),
  result(6, 78, 7),
  result(7, 45, 5),
  result(8, 77, 8),
]);

describe("awards", () => {
  it("places the top three of each category and commends the rest over 75", () => {
    expect(categoryAwards(entries, results).map((a) => `${a.category} ${a.placing} ${a.entry}`)).toEqual([
      "WALL 1st 3",
      "WALL 2nd 1",
      "WALL 3rd 6",
      "WALL HC 8",
      "TRAD 1st 4",
      "TRAD 2nd 2",
      "JUN 1st 5",
    ]);
  });

  it("skips entries that were not judged", () => {
    const partial = new Map([...results].filter(([n]) => n !== 3));
    expect(categoryAwards(entries, partial).filter((a) => a.category === "WALL").map((a) => a.entry)).toEqual([1, 6, 8]);
  });

  it("chooses Best in Show from the category winners, juniors excepted", () => {
    expect(bestInShow(categoryAwards(entries, results), results)).toBe(3);
  });

  it("shares a tied Viewers' Choice and counts spoilt votes", () => {
    expect(viewersChoice([3, 3, 7, 7, 1, 99, 7, 3], entries)).toEqual({ winners: [3, 7], votes: 3, spoilt: 1 });
    expect(viewersChoice([], entries)).toEqual({ winners: [], votes: 0, spoilt: 0 });
  });

  it("adds up the prize money per entry", () => {
    const awards = categoryAwards(entries, results);
    const money = prizeMoney(awards, 3, [3, 7]);
    expect(Object.fromEntries(money)).toEqual({ 3: 22500, 1: 3000, 6: 2000, 4: 5000, 2: 3000, 5: 5000, 7: 2500 });
  });
});
