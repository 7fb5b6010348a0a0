// Costing: what the ingredients of a batch cost, the cost of one piece and
// the price on the counter.

import { PRICES } from "./catalogue.js";
import type { Recipe } from "./recipe.js";

/** Counter price is the ingredient cost times this (labour, rent, energy). */
export const MARKUP = 4;

export class PricingError extends Error {}

/** Pence per kilogram of an ingredient; unknown ingredients are an error. */
export function pricePerKg(name: string, prices: Record<string, number> = PRICES): number {
  const price = prices[name];
  if (price === undefined) {
    throw new PricingError(`no price for ${name}`);
  }
  return price;
}

/** Ingredient cost of one batch in pence, to the nearest penny. */
export function batchCost(recipe: Recipe, prices: Record<string, number> = PRICES): number {
  let pence = 0;
  for (const ing of recipe.ingredients) {
    pence += (ing.grams * pricePerKg(ing.name, prices)) / 1000;
  }
  return Math.round(pence);
}

/** Ingredient cost of one piece in pence, to a tenth of a penny. */
export function pieceCost(recipe: Recipe, prices: Record<string, number> = PRICES): number {
  return Math.round((batchCost(recipe, prices) / recipe.yield) * 10) / 10;
}

/** Rounds pence up to the next 5p. */
export function roundUpTo5(pence: number): number {
  return Math.ceil(pence / 5) * 5;
}

/** The counter price of one piece in pence. */
export function counterPrice(recipe: Recipe, prices: Record<string, number> = PRICES): number {
  return roundUpTo5(pieceCost(recipe, prices) * MARKUP);
}

/** Pence as pounds, e.g. 1234 -> "£12.34". */
export function pounds(pence: number): string {
  const sign = pence < 0 ? "-" : "";
  const abs = Math.abs(Math.round(pence));
  return `${sign}£${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
