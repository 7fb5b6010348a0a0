'use strict';

const { per100g } = require('../src');
const { book } = require('./fixtures');

test('shortbread base per 100 g', () => {
  const b = book();
  expect(per100g(b.recipes.shortbreadBase, b)).toEqual({ kcal: 488, fat: 27.5, sugar: 16.9, salt: 0 });
});

test('lemon bars per 100 g, through the base and the curd', () => {
  const b = book();
  expect(per100g(b.recipes.lemonBars, b)).toEqual({ kcal: 401, fat: 22, sugar: 24.3, salt: 0.1 });
});

test('salt is kept to one decimal', () => {
  const b = book();
  expect(per100g(b.recipes.almondSlice, b).salt).toBe(0.4);
});
