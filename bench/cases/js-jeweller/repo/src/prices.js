'use strict';

const { METALS, alloy, fineWeight } = require('./metals');
const { pence } = require('./money');

// Bullion is quoted per troy ounce.
const TROY_OUNCE_G = 31.1034768;

// The day's spot prices, in pence per troy ounce of pure metal.
class PriceBoard {
  constructor(spots, { asOf = null } = {}) {
    this.asOf = asOf;
    this.perGramPrices = {};
    for (const metal of METALS) {
      const spot = spots[metal];
      if (spot === undefined) {
        continue;
      }
      if (!(spot > 0)) {
        throw new RangeError(`Spot price for ${metal} must be positive, got ${spot}`);
      }
      this.perGramPrices[metal] = spot / TROY_OUNCE_G;
    }
  }

  has(metal) {
    return metal in this.perGramPrices;
  }

  // Pence per gram of pure metal.
  perGram(metal) {
    if (!this.has(metal)) {
      throw new Error(`No price for ${metal}${this.asOf ? ` on ${this.asOf}` : ''}`);
    }
    return this.perGramPrices[metal];
  }

  // Value of the pure metal in `grams` of an alloy, in whole pence.
  meltValue(code, grams) {
    const { metal } = alloy(code);
    return pence(fineWeight(code, grams) * this.perGram(metal));
  }
}

module.exports = { PriceBoard, TROY_OUNCE_G };
