'use strict';

// The week's referral sheet: ref,adults,children,diet (diet may be blank).
const DIETS = ['none', 'vegetarian', 'halal', 'gluten-free'];

function parseHouseholds(text) {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() && !line.startsWith('#'));
  const [header, ...rows] = lines;
  if (header.replace(/\s/g, '') !== 'ref,adults,children,diet') {
    throw new Error(`referral sheet: unexpected header "${header}"`);
  }
  return rows.map((row, i) => {
    const [ref, adults, children, diet] = row.split(',').map((cell) => cell.trim());
    const household = {
      ref,
      adults: Number(adults),
      children: Number(children),
      diet: (diet || 'none').toLowerCase(),
    };
    if (!Number.isInteger(household.adults) || household.adults < 1 || !Number.isInteger(household.children)) {
      throw new Error(`referral sheet line ${i + 2}: bad household size`);
    }
    if (!DIETS.includes(household.diet)) {
      throw new Error(`referral sheet line ${i + 2}: unknown diet "${diet}"`);
    }
    household.people = household.adults + household.children;
    return household;
  });
}

module.exports = { DIETS, parseHouseholds };
