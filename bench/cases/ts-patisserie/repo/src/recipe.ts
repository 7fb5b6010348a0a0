// Recipes: ingredients by weight, the number of pieces a batch makes,
// scaling to an order and baker's percentages.

export interface Ingredient {
  name: string;
  grams: number;
}

export interface Recipe {
  name: string;
  /** Pieces one batch makes. */
  yield: number;
  /** Finished weight of one piece in grams. */
  pieceGrams: number;
  ingredients: Ingredient[];
}

export class RecipeError extends Error {}

export function batchWeight(recipe: Recipe): number {
  return recipe.ingredients.reduce((sum, i) => sum + i.grams, 0);
}

/** The recipe for `pieces` pieces, each ingredient rounded to the gram. */
export function scale(recipe: Recipe, pieces: number): Recipe {
  if (!Number.isInteger(pieces) || pieces <= 0) {
    throw new RecipeError(`cannot scale ${recipe.name} to ${pieces} pieces`);
  }
  const factor = pieces / recipe.yield;
  return {
    ...recipe,
    yield: pieces,
    ingredients: recipe.ingredients.map((i) => ({
      name: i.name,
      grams: Math.round(i.grams * factor),
    })),
  };
}

/** Batches needed for `pieces` pieces, whole batches only. */
export function batchesFor(recipe: Recipe, pieces: number): number {
  return Math.ceil(pieces / recipe.yield);
}

/**
 * Baker's percentages: each ingredient as a percentage of the flour
 * (every ingredient whose name ends in "flour"), to one decimal place.
 */
export function bakersPercent(recipe: Recipe): Record<string, number> {
  const flour = recipe.ingredients
    .filter((i) => i.name.endsWith("flour"))
    .reduce((sum, i) => sum + i.grams, 0);
  if (flour === 0) {
    throw new RecipeError(`${recipe.name} has no flour`);
  }
  const out: Record<string, number> = {};
  for (const i of recipe.ingredients) {
    out[i.name] = Math.round((i.grams / flour) * 1000) / 10;
  }
  return out;
}
