'use strict';

const { flatten, rawWeight } = require('../src');
const { book } = require('./fixtures');

test('a recipe of ingredients flattens to itself', () => {
  const b = book();
  expect(flatten(b.recipes.shortbreadBase, b)).toEqual([
    { ref: 'flour', grams: 300 }, { ref: 'butter', grams: 200 }, { ref: 'sugar', grams: 100 },
  ]);
  expect(rawWeight(b.recipes.shortbreadBase)).toBe(600);
});

test('sub-recipes are scaled to the weight used of them', () => {
  const b = book();
  const parts = flatten(b.recipes.almondSlice, b);
  expect(parts.slice(0, 3)).toEqual([
    { ref: 'flour', grams: 150 }, { ref: 'butter', grams: 100 }, { ref: 'sugar', grams: 50 },
  ]);
  expect(parts).toHaveLength(7);
});

test('an unknown reference names the recipe', () => {
  const b = book();
  expect(() => flatten({ name: 'Scone', items: [{ ref: 'sultanas', grams: 50 }] }, b))
    .toThrow("Scone: unknown ingredient or recipe 'sultanas'");
});

test('a recipe that uses itself is refused', () => {
  const b = book();
  b.recipes.loop = { name: 'Loop', items: [{ ref: 'loop', grams: 10 }] };
  expect(() => flatten(b.recipes.loop, b)).toThrow('recipe cycle: Loop > Loop');
});
