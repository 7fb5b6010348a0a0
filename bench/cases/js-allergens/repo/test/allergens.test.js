'use strict';

const { allergenProfile } = require('../src');
const { book } = require('./fixtures');

test('allergens come through sub-recipes', () => {
  const b = book();
  expect(allergenProfile(b.recipes.lemonBars, b)).toEqual({
    contains: ['gluten', 'eggs', 'milk'],
    mayContain: ['soya', 'sulphites'],
  });
});

test('may contain leaves out what the recipe contains', () => {
  const b = book();
  b.ingredients.cornflour.mayContain = ['sulphites', 'milk'];
  expect(allergenProfile(b.recipes.lemonBars, b).mayContain).toEqual(['soya', 'sulphites']);
});

test('the almond slice declares nuts and may contain peanuts and sesame', () => {
  const b = book();
  expect(allergenProfile(b.recipes.almondSlice, b)).toEqual({
    contains: ['gluten', 'eggs', 'milk', 'nuts'],
    mayContain: ['peanuts', 'sesame', 'soya'],
  });
});
