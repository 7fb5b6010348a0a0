import { describe, expect, it } from "vitest";
import { best, mean, round1, sum } from "../src/stats";

describe("stats", () => {
  it("sums and averages", () => {
    expect(sum([1, 2, 3])).toBe(6);
    expect(mean([300, 330, 360])).toBe(330);
  });
  it("picks the best", () => {
    expect(best([330, 300, 360])).toBe(300);
  });
  it("refuses empty input", () => {
    expect(() => mean([])).toThrow();
    expect(() => best([])).toThrow();
  });
  it("rounds to a decimal", () => {
    expect(round1(21.0975)).toBe(21.1);
  });
});
