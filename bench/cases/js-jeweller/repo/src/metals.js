'use strict';

// The alloys the workshop works in: the precious metal each contains, its
// fineness (parts per thousand of pure metal, as a fraction) and its
// density in g/cm³.
const ALLOYS = {
  '9ct': { metal: 'gold', fineness: 0.375, density: 11.2, name: '9ct gold' },
  '14ct': { metal: 'gold', fineness: 0.585, density: 13.1, name: '14ct gold' },
  '18ct': { metal: 'gold', fineness: 0.75, density: 15.6, name: '18ct gold' },
  '22ct': { metal: 'gold', fineness: 0.916, density: 17.8, name: '22ct gold' },
  sterling: { metal: 'silver', fineness: 0.925, density: 10.4, name: 'sterling silver' },
  pt950: { metal: 'platinum', fineness: 0.95, density: 20.7, name: 'platinum 950' },
};

const METALS = ['gold', 'silver', 'platinum'];

function alloy(code) {
  const found = ALLOYS[code];
  if (!found) {
    throw new RangeError(`Unknown alloy: ${code}`);
  }
  return found;
}

// Grams of pure metal in `grams` of the alloy.
function fineWeight(code, grams) {
  if (!(grams >= 0)) {
    throw new RangeError(`Weight must be zero or more, got ${grams}`);
  }
  return grams * alloy(code).fineness;
}

// Grams of alloy in a volume given in mm³.
function gramsForVolume(code, cubicMm) {
  return (cubicMm / 1000) * alloy(code).density;
}

module.exports = { ALLOYS, METALS, alloy, fineWeight, gramsForVolume };
