import { describe, expect, test } from "vitest";
import { allocate, formatCents, percentOf, toCents } from "../src/money.js";

describe("money", () => {
  test("converts and formats", () => {
    expect(toCents(12.34)).toBe(1234);
    expect(formatCents(1205)).toBe("12.05");
    expect(formatCents(-7)).toBe("-0.07");
  });

  test("percentOf rounds half up", () => {
    expect(percentOf(1000, 15)).toBe(150);
    expect(percentOf(333, 10)).toBe(33);
    expect(percentOf(335, 10)).toBe(34);
  });

  test("allocate keeps every cent", () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [3, 1])).toEqual([8, 2]);
    expect(allocate(5, [0, 0])).toEqual([0, 0]);
  });
});
