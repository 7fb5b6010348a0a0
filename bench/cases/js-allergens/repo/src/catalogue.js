'use strict';

// The fourteen allergens that must be declared, in the order the labels list them.
const ALLERGENS = [
  'celery', 'gluten', 'crustaceans', 'eggs', 'fish', 'lupin', 'milk',
  'molluscs', 'mustard', 'nuts', 'peanuts', 'sesame', 'soya', 'sulphites',
];

const NUTRIENTS = ['kcal', 'fat', 'sugar', 'salt'];

function checkCatalogue(ingredients) {
  for (const [id, ing] of Object.entries(ingredients)) {
    if (!ing.name) throw new Error(`ingredient '${id}' has no name`);
    for (const a of [...(ing.allergens || []), ...(ing.mayContain || [])]) {
      if (!ALLERGENS.includes(a)) throw new Error(`ingredient '${id}': '${a}' is not a declarable allergen`);
    }
    for (const n of NUTRIENTS) {
      if (typeof (ing.per100g || {})[n] !== 'number') throw new Error(`ingredient '${id}' has no ${n} per 100 g`);
    }
  }
  return ingredients;
}

function byRegulationOrder(names) {
  return [...names].sort((a, b) => ALLERGENS.indexOf(a) - ALLERGENS.indexOf(b));
}

module.exports = { ALLERGENS, NUTRIENTS, checkCatalogue, byRegulationOrder };
