'use strict';

const { checkCatalogue } = require('../src');

function book() {
  const ingredients = checkCatalogue({
    flour: { name: 'wheat flour', allergens: ['gluten'], mayContain: ['soya'], per100g: { kcal: 364, fat: 1.0, sugar: 0.3, salt: 0 } },
    butter: { name: 'butter', allergens: ['milk'], per100g: { kcal: 717, fat: 81.0, sugar: 0.1, salt: 0 } },
    sugar: { name: 'caster sugar', allergens: [], per100g: { kcal: 400, fat: 0, sugar: 100, salt: 0 } },
    eggs: { name: 'free-range egg', allergens: ['eggs'], per100g: { kcal: 143, fat: 9.9, sugar: 0.4, salt: 0.4 } },
    lemon: { name: 'lemon juice', allergens: [], per100g: { kcal: 22, fat: 0.2, sugar: 2.5, salt: 0 } },
    almonds: { name: 'ground almonds', allergens: ['nuts'], mayContain: ['peanuts', 'sesame'], per100g: { kcal: 620, fat: 53.0, sugar: 4.4, salt: 0 } },
    cornflour: { name: 'cornflour', allergens: [], mayContain: ['sulphites'], per100g: { kcal: 355, fat: 0.1, sugar: 0, salt: 0 } },
    salt: { name: 'sea salt', allergens: [], per100g: { kcal: 0, fat: 0, sugar: 0, salt: 100 } },
  });
  const recipes = {
    shortbreadBase: {
      name: 'Shortbread base',
      items: [{ ref: 'flour', grams: 300 }, { ref: 'butter', grams: 200 }, { ref: 'sugar', grams: 100 }],
    },
    lemonCurd: {
      name: 'Lemon curd',
      items: [{ ref: 'eggs', grams: 200 }, { ref: 'sugar', grams: 200 }, { ref: 'butter', grams: 100 }, { ref: 'lemon', grams: 100 }],
    },
    lemonBars: {
      name: 'Lemon bars',
      items: [{ ref: 'shortbreadBase', grams: 480 }, { ref: 'lemonCurd', grams: 420 }, { ref: 'cornflour', grams: 20 }],
    },
    almondSlice: {
      name: 'Almond slice',
      items: [
        { ref: 'shortbreadBase', grams: 300 }, { ref: 'almonds', grams: 150 }, { ref: 'sugar', grams: 100 },
        { ref: 'eggs', grams: 100 }, { ref: 'salt', grams: 2 },
      ],
    },
  };
  return { ingredients, recipes };
}

module.exports = { book };
