'use strict';

const { NUTRIENTS } = require('./catalogue');
const { flatten } = require('./recipe');

function round(nutrient, value) {
  return nutrient === 'kcal' ? Math.round(value) : Math.round(value * 10) / 10;
}

function per100g(recipe, book) {
  const totals = Object.fromEntries(NUTRIENTS.map((n) => [n, 0]));
  let weight = 0;
  for (const part of flatten(recipe, book)) {
    const values = book.ingredients[part.ref].per100g;
    for (const n of NUTRIENTS) totals[n] += (values[n] * part.grams) / 100;
    weight += part.grams;
  }
  return Object.fromEntries(NUTRIENTS.map((n) => [n, round(n, (totals[n] * 100) / weight)]));
}

module.exports = { per100g };
