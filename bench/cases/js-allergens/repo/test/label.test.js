'use strict';

const { ingredientList, labelText } = require('../src');
const { book } = require('./fixtures');

test('ingredients by weight, allergens in capitals', () => {
  const b = book();
  expect(ingredientList(b.recipes.lemonBars, b)).toEqual([
    'WHEAT FLOUR', 'BUTTER', 'caster sugar', 'FREE-RANGE EGG', 'lemon juice', 'cornflour',
  ]);
});

test('the label of the almond slice', () => {
  const b = book();
  expect(labelText(b.recipes.almondSlice, b)).toBe([
    'Almond slice',
    'Ingredients: GROUND ALMONDS, WHEAT FLOUR, caster sugar, BUTTER, FREE-RANGE EGG, sea salt.',
    'May contain: peanuts, sesame, soya.',
    'Per 100 g: 450 kcal, fat 26.4 g, sugar 24.2 g, salt 0.4 g',
  ].join('\n'));
});
