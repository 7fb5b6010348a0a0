'use strict';

function rawWeight(recipe) {
  return recipe.items.reduce((sum, item) => sum + item.grams, 0);
}

function lookup(book, recipe, ref) {
  if (book.recipes && book.recipes[ref]) return { recipe: book.recipes[ref] };
  if (book.ingredients[ref]) return { ingredient: book.ingredients[ref] };
  throw new Error(`${recipe.name}: unknown ingredient or recipe '${ref}'`);
}

// The ingredients of one batch of `recipe`, sub-recipes scaled to the weight the recipe uses of them.
function flatten(recipe, book, scale = 1, path = []) {
  if (path.includes(recipe.name)) throw new Error(`recipe cycle: ${[...path, recipe.name].join(' > ')}`);
  const parts = [];
  for (const item of recipe.items) {
    const found = lookup(book, recipe, item.ref);
    if (found.recipe) {
      const factor = item.grams / rawWeight(found.recipe);
      parts.push(...flatten(found.recipe, book, scale * factor, [...path, recipe.name]));
    } else {
      parts.push({ ref: item.ref, grams: item.grams * scale });
    }
  }
  return parts;
}

module.exports = { rawWeight, flatten };
