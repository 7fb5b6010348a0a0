'use strict';

const { flatten } = require('./recipe');
const { allergenProfile } = require('./allergens');
const { per100g } = require('./nutrition');

function ingredientList(recipe, book) {
  const grams = new Map();
  for (const part of flatten(recipe, book)) grams.set(part.ref, (grams.get(part.ref) || 0) + part.grams);
  return [...grams.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([ref]) => {
      const ing = book.ingredients[ref];
      return (ing.allergens || []).length ? ing.name.toUpperCase() : ing.name;
    });
}

function labelText(recipe, book) {
  const profile = allergenProfile(recipe, book);
  const n = per100g(recipe, book);
  const lines = [recipe.name, `Ingredients: ${ingredientList(recipe, book).join(', ')}.`];
  if (profile.mayContain.length) lines.push(`May contain: ${profile.mayContain.join(', ')}.`);
  lines.push(`Per 100 g: ${n.kcal} kcal, fat ${n.fat.toFixed(1)} g, sugar ${n.sugar.toFixed(1)} g, salt ${n.salt.toFixed(1)} g`);
  return lines.join('\n');
}

module.exports = { ingredientList, labelText };
