'use strict';

const assert = require('node:assert/strict');
const { roundTo, isHappyHour, listPrice, price } = require('../src/pricing');
const { beers } = require('./fixtures');

describe('pricing', () => {
  it('rounds up to the step', () => {
    assert.equal(roundTo(271, 10), 280);
    assert.equal(roundTo(280, 10), 280);
  });

  it('prices measures from the pint with a premium on smaller ones', () => {
    assert.equal(listPrice(beers.pale, 'pint'), 520);
    assert.equal(listPrice(beers.pale, 'half'), 280);
    assert.equal(listPrice(beers.pale, 'third'), 200);
    assert.equal(listPrice(beers.ipa, 'third'), 240);
    assert.throws(() => listPrice(beers.pale, 'jug'), /unknown measure/);
  });

  it('knows happy hour', () => {
    assert.equal(isHappyHour(new Date(2024, 4, 13, 17, 30)), true); // Monday
    assert.equal(isHappyHour(new Date(2024, 4, 13, 19, 0)), false);
    assert.equal(isHappyHour(new Date(2024, 4, 17, 17, 30)), false); // Friday
  });

  it('discounts in happy hour except strong beers', () => {
    const monday = new Date(2024, 4, 13, 17, 30);
    assert.equal(price(beers.pale, 'pint', monday), 420);
    assert.equal(price(beers.barleyWine, 'third', monday), listPrice(beers.barleyWine, 'third'));
    assert.equal(price(beers.pale, 'pint', new Date(2024, 4, 13, 20, 0)), 520);
  });
});
