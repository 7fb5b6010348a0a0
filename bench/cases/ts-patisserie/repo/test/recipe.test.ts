import { describe, expect, it } from "vitest";
import { CROISSANT, MADELEINE } from "../src/catalogue.js";
import { RecipeError, bakersPercent, batchWeight, batchesFor, scale } from "../src/recipe.js";

describe("recipe", () => {
  it("weighs a batch", () => {
    expect(batchWeight(CROISSANT)).toBe(2230);
    expect(batchWeight(MADELEINE)).toBe(900);
  });

  it("scales to a number of pieces", () => {
    const small = scale(MADELEINE, 30);
    expect(small.yield).toBe(30);
    expect(small.ingredients.map((i) => i.grams)).toEqual([150, 150, 135, 180, 45, 15]);
    expect(MADELEINE.yield).toBe(40);
  });

  it("rounds scaled weights to the gram", () => {
    const one = scale(CROISSANT, 1);
    expect(one.ingredients.find((i) => i.name === "salt")!.grams).toBe(1);
    expect(one.ingredients.find((i) => i.name === "butter")!.grams).toBe(23);
  });

  it("refuses nonsense", () => {
    expect(() => scale(CROISSANT, 0)).toThrow(RecipeError);
    expect(() => scale(CROISSANT, 2.5)).toThrow(RecipeError);
  });

  it("counts whole batches", () => {
    expect(batchesFor(CROISSANT, 24)).toBe(1);
    expect(batchesFor(CROISSANT, 25)).toBe(2);
    expect(batchesFor(MADELEINE, 100)).toBe(3);
  });

  it("gives baker's percentages", () => {
    expect(bakersPercent(CROISSANT)).toEqual({
      "strong flour": 100,
      butter: 56,
      milk: 30,
      water: 20,
      sugar: 11,
      yeast: 4,
      salt: 2,
    });
    expect(bakersPercent(MADELEINE).eggs).toBe(120);
  });

  it("needs flour for percentages", () => {
    expect(() => bakersPercent({ name: "syrup", yield: 1, pieceGrams: 1, ingredients: [{ name: "sugar", grams: 5 }] })).toThrow(
      "syrup has no flour",
    );
  });
});
