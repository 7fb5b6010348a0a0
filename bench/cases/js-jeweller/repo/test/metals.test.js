'use strict';

const assert = require('node:assert/strict');
const { alloy, fineWeight, gramsForVolume } = require('../src/metals');

describe('metals', () => {
  it('knows the workshop alloys', () => {
    assert.equal(alloy('18ct').metal, 'gold');
    assert.equal(alloy('sterling').fineness, 0.925);
    assert.equal(alloy('pt950').name, 'platinum 950');
  });

  it('refuses an unknown alloy', () => {
    assert.throws(() => alloy('10k'), RangeError);
  });

  it('works out the pure metal in a weight of alloy', () => {
    assert.equal(fineWeight('9ct', 8), 3);
    assert.equal(fineWeight('18ct', 2), 1.5);
    assert.throws(() => fineWeight('9ct', -1), RangeError);
  });

  it('turns a volume in mm³ into grams', () => {
    // A 10 mm cube of 18ct gold.
    assert.equal(gramsForVolume('18ct', 1000), 15.6);
    assert.ok(Math.abs(gramsForVolume('sterling', 250) - 2.6) < 1e-9);
  });
});
