'use strict';

const { ALLERGENS, checkCatalogue, byRegulationOrder } = require('../src');

const per100g = { kcal: 1, fat: 0, sugar: 0, salt: 0 };

test('there are fourteen declarable allergens', () => {
  expect(ALLERGENS).toHaveLength(14);
});

test('checkCatalogue refuses an allergen that is not declarable', () => {
  expect(() => checkCatalogue({ x: { name: 'x', allergens: ['gluten', 'kiwi'], per100g } }))
    .toThrow("ingredient 'x': 'kiwi' is not a declarable allergen");
  expect(() => checkCatalogue({ x: { name: 'x', mayContain: ['tree nuts'], per100g } })).toThrow(/tree nuts/);
});

test('checkCatalogue wants every nutrient', () => {
  expect(() => checkCatalogue({ x: { name: 'x', per100g: { kcal: 1, fat: 0, sugar: 0 } } }))
    .toThrow("ingredient 'x' has no salt per 100 g");
});

test('allergens are listed in the order of the regulation', () => {
  expect(byRegulationOrder(new Set(['sesame', 'milk', 'celery', 'gluten']))).toEqual(['celery', 'gluten', 'milk', 'sesame']);
});
