'use strict';

const assert = require('node:assert/strict');
const { treatment, rate } = require('../lib/treatment');

describe('treatment', () => {
  it('salts a wet road at +1 °C or colder', () => {
    assert.equal(treatment({ minRst: 1, wet: true, snow: false }), 'precautionary');
    assert.equal(treatment({ minRst: 1.1, wet: true, snow: false }), 'none');
    assert.equal(treatment({ minRst: -3, wet: false, snow: false }), 'none');
  });

  it('uses the cold rate at -5 °C and heavy salting for snow', () => {
    assert.equal(treatment({ minRst: -5, wet: true, snow: false }), 'cold');
    assert.equal(treatment({ minRst: 2, wet: false, snow: true }), 'heavy');
    assert.equal(rate('cold'), 15);
    assert.throws(() => rate('brine'), /unknown treatment brine/);
  });
});
