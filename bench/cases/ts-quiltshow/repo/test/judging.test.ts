import { describe, expect, it } from "vitest";
import { averageScore, cardTotal, compareResults, scoreAll } from "../src/judging.js";
import { card } from "./fixtures.js";

describe("judging", () => {
  it("weights the marks so a perfect card totals 100", () => {
    expect(cardTotal(card("A", 1, [10, 10, 10, 10, 10]))).toBe(100);
    expect(cardTotal(card("A", 1, [8, 7, 9, 6, 8]))).toBe(77);
  });

  it("averages a panel of three without trimming", () => {
    const result = averageScore([
      card("A", 3, [8, 7, 9, 6, 8]),
      card("B", 3, [7, 8, 8, 7, 7]),
      card("C", 3, [9, 9, 8, 8, 9]),
    ]);
    expect(result).toEqual({ entry: 3, judges: 3, score: 79.7, workmanship: 8 });
  });

  it("drops the highest and lowest totals from a panel of four", () => {
    const result = averageScore([
      card("A", 3, [8, 7, 9, 6, 8]), // 77
      card("B", 3, [7, 8, 8, 7, 7]), // 75
      card("C", 3, [9, 9, 8, 8, 9]), // 87
      card("D", 3, [5, 6, 6, 5, 5]), // 55
    ]);
    expect(result.score).toBe(76);
    expect(result.judges).toBe(4);
  });

  it("rounds the score to one decimal place", () => {
    const result = averageScore([
      card("A", 2, [8, 8, 8, 8, 8]), // 80
      card("B", 2, [8, 8, 8, 8, 9]), // 82
      card("C", 2, [8, 8, 8, 9, 8]), // 81
    ]);
    expect(result.score).toBe(81);
    expect(averageScore([card("A", 2, [8, 8, 8, 8, 8]), card("B", 2, [8, 8, 8, 8, 9]), card("C", 2, [8, 8, 8, 8, 9])]).score).toBe(81.3);
  });

  it("rejects bad marks and doubled cards", () => {
    expect(() => averageScore([card("A", 1, [11, 7, 9, 6, 8])])).toThrow("design mark must be a whole number 0-10, got 11");
    expect(() => averageScore([card("A", 1, [8, 7, 9, 6, 8]), card("A", 1, [8, 7, 9, 6, 8])])).toThrow("two scorecards");
    expect(() => averageScore([card("A", 1, [8, 7, 9, 6, 8]), card("B", 2, [8, 7, 9, 6, 8])])).toThrow("different entries");
  });

  it("scores every entry and breaks ties on workmanship", () => {
    const results = scoreAll([
      card("A", 1, [9, 7, 8, 8, 8]),
      card("A", 2, [8, 8, 8, 7, 7]),
      card("B", 1, [8, 8, 8, 8, 8]),
      card("B", 2, [8, 9, 8, 8, 7]),
    ]);
    expect([...results.keys()]).toEqual([1, 2]);
    const tied = [{ entry: 1, judges: 2, score: 80, workmanship: 7.5 }, { entry: 2, judges: 2, score: 80, workmanship: 8.5 }];
    expect(tied.sort(compareResults).map((r) => r.entry)).toEqual([2, 1]);
  });
});
