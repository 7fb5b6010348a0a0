import { describe, expect, it } from "vitest";
import { CATEGORIES, category, perimeterCm, sizeProblems } from "../src/categories.js";

describe("categories", () => {
  it("looks up a category by code", () => {
    expect(category("MINI").name).toBe("Miniatures");
    expect(() => category("XL")).toThrow("unknown category XL");
  });

  it("accepts a wall quilt within the limits", () => {
    expect(sizeProblems(CATEGORIES.WALL, 150, 200)).toEqual([]);
  });

  it("lists each limit a quilt breaks", () => {
    expect(sizeProblems(CATEGORIES.WALL, 160, 210)).toEqual([
      "Wall Quilts may be at most 150 cm wide",
      "Wall Quilts may be at most 200 cm long",
    ]);
    expect(sizeProblems(CATEGORIES.BED, 140, 200)).toEqual(["Bed Quilts must be at least 150 cm wide"]);
  });

  it("limits miniatures by perimeter", () => {
    expect(perimeterCm(60, 60)).toBe(240);
    expect(sizeProblems(CATEGORIES.MINI, 60, 60)).toEqual([]);
    expect(sizeProblems(CATEGORIES.MINI, 70, 55)).toEqual(["Miniatures may have a perimeter of at most 240 cm"]);
  });
});
