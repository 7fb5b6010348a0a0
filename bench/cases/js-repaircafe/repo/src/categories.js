'use strict';

// What each kind of item needs: the skill a fixer must have and the minutes a
// repair usually takes at the café.
const CATEGORIES = {
  lamp: { skill: 'electrical', minutes: 20 },
  toaster: { skill: 'electrical', minutes: 30 },
  kettle: { skill: 'electrical', minutes: 25 },
  radio: { skill: 'electronics', minutes: 35 },
  laptop: { skill: 'electronics', minutes: 45 },
  bike: { skill: 'mechanical', minutes: 25 },
  clock: { skill: 'mechanical', minutes: 30 },
  clothing: { skill: 'textiles', minutes: 15 },
  bag: { skill: 'textiles', minutes: 20 },
  chair: { skill: 'woodwork', minutes: 30 },
};

function categoryInfo(name) {
  const info = CATEGORIES[String(name).toLowerCase()];
  if (!info) {
    throw new Error(`unknown category: ${name}`);
  }
  return info;
}

function knownCategories() {
  return Object.keys(CATEGORIES).sort();
}

module.exports = { CATEGORIES, categoryInfo, knownCategories };
