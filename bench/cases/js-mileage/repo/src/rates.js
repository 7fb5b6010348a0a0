'use strict';

// The approved mileage rates, in pence, and the options a claim is made with.
const DEFAULT_OPTIONS = Object.freeze({
  // Miles already claimed this tax year, before the trips of this claim.
  milesBefore: 0,
  // Pence per mile up to the threshold, and after it.
  fullRate: 45,
  reducedRate: 25,
  thresholdMiles: 10000,
  // Pence per mile for each passenger carried on business.
  passengerRate: 5,
});

function withDefaults(options) {
  const opts = { ...DEFAULT_OPTIONS, ...options };
  for (const key of Object.keys(options || {})) {
    if (!(key in DEFAULT_OPTIONS)) {
      throw new TypeError(`unknown option ${key}`);
    }
  }
  return opts;
}

// Pence for `miles` driven when `before` miles were already claimed this year.
function milesPence(miles, before, opts) {
  const atFull = Math.max(0, Math.min(miles, opts.thresholdMiles - before));
  const atReduced = miles - atFull;
  return atFull * opts.fullRate + atReduced * opts.reducedRate;
}

module.exports = { DEFAULT_OPTIONS, withDefaults, milesPence };
