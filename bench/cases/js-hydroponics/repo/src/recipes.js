// Feed recipes by growth stage: millilitres of each concentrate per litre of
// reservoir water, and the EC the finished solution should read.

export const PARTS = ['a', 'b', 'calmag'];

export const RECIPES = {
  seedling: { stage: 'seedling', targetEc: 0.8, ml: { a: 0.6, b: 0.6, calmag: 0.3 } },
  veg: { stage: 'veg', targetEc: 1.6, ml: { a: 1.6, b: 1.6, calmag: 0.6 } },
  flower: { stage: 'flower', targetEc: 2.0, ml: { a: 1.8, b: 2.4, calmag: 0.5 } },
  ripen: { stage: 'ripen', targetEc: 1.2, ml: { a: 1.0, b: 1.4, calmag: 0.2 } },
};

export function stages() {
  return Object.keys(RECIPES);
}

export function getRecipe(stage) {
  const recipe = RECIPES[stage];
  if (!recipe) throw new RangeError(`no recipe for stage "${stage}"`);
  return recipe;
}
