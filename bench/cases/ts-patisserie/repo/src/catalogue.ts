// The shop's recipes and ingredient prices.

import type { Recipe } from "./recipe.js";

export const CROISSANT: Recipe = {
  name: "croissant",
  yield: 24,
  pieceGrams: 70,
  ingredients: [
    { name: "strong flour", grams: 1000 },
    { name: "butter", grams: 560 },
    { name: "milk", grams: 300 },
    { name: "water", grams: 200 },
    { name: "sugar", grams: 110 },
    { name: "yeast", grams: 40 },
    { name: "salt", grams: 20 },
  ],
};

export const MADELEINE: Recipe = {
  name: "madeleine",
  yield: 40,
  pieceGrams: 20,
  ingredients: [
    { name: "plain flour", grams: 200 },
    { name: "butter", grams: 200 },
    { name: "sugar", grams: 180 },
    { name: "eggs", grams: 240 },
    { name: "lemon", grams: 60 },
    { name: "honey", grams: 20 },
  ],
};

export const TARTE_AUX_POMMES: Recipe = {
  name: "tarte aux pommes",
  yield: 8,
  pieceGrams: 140,
  ingredients: [
    { name: "plain flour", grams: 250 },
    { name: "butter", grams: 150 },
    { name: "sugar", grams: 120 },
    { name: "eggs", grams: 60 },
    { name: "apples", grams: 700 },
  ],
};

export const RECIPES: Record<string, Recipe> = {
  croissant: CROISSANT,
  madeleine: MADELEINE,
  "tarte aux pommes": TARTE_AUX_POMMES,
};

/** Ingredient prices in pence per kilogram. */
export const PRICES: Record<string, number> = {
  "strong flour": 90,
  "plain flour": 80,
  butter: 900,
  milk: 110,
  water: 0,
  sugar: 120,
  yeast: 600,
  salt: 60,
  eggs: 450,
  lemon: 300,
  honey: 800,
  apples: 250,
};
