'use strict';

const { MEASURES } = require('./measures');

// Smaller measures carry a small premium over the pint price, per millilitre.
const PREMIUM = {
  third: 0.1,
  half: 0.05,
  pint: 0,
};

const HAPPY_HOUR = { from: 17, to: 19, discount: 0.2, days: [1, 2, 3, 4] };
const STRONG_ABV = 7.5; // no happy hour on strong beers

function roundTo(pence, step) {
  return Math.ceil(pence / step) * step;
}

function isHappyHour(at) {
  const day = at.getDay();
  const hour = at.getHours();
  return HAPPY_HOUR.days.includes(day) && hour >= HAPPY_HOUR.from && hour < HAPPY_HOUR.to;
}

function listPrice(beer, measure) {
  if (!(measure in PREMIUM)) {
    throw new Error(`unknown measure: ${measure}`);
  }
  const share = MEASURES[measure] / MEASURES.pint;
  return roundTo(beer.pintPence * share * (1 + PREMIUM[measure]), 10);
}

function price(beer, measure, at) {
  const list = listPrice(beer, measure);
  if (at && isHappyHour(at) && beer.abv < STRONG_ABV) {
    return roundTo(list * (1 - HAPPY_HOUR.discount), 10);
  }
  return list;
}

module.exports = { PREMIUM, HAPPY_HOUR, STRONG_ABV, roundTo, isHappyHour, listPrice, price };
