'use strict';

const { byRegulationOrder } = require('./catalogue');
const { flatten } = require('./recipe');

function allergenProfile(recipe, book) {
  const contains = new Set();
  const traces = new Set();
  for (const part of flatten(recipe, book)) {
    const ing = book.ingredients[part.ref];
    for (const a of ing.allergens || []) contains.add(a);
    for (const a of ing.mayContain || []) traces.add(a);
  }
  for (const a of contains) traces.delete(a);
  return { contains: byRegulationOrder(contains), mayContain: byRegulationOrder(traces) };
}

module.exports = { allergenProfile };
