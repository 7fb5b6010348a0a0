'use strict';

const assert = require('node:assert/strict');
const { fmtPence, percentOff } = require('../lib/money');

describe('money', () => {
  it('prints pence as pounds', () => {
    assert.equal(fmtPence(1250), '£12.50');
    assert.equal(fmtPence(5), '£0.05');
    assert.equal(fmtPence(-300), '-£3.00');
  });

  it('refuses fractions of a penny', () => {
    assert.throws(() => fmtPence(1.5), TypeError);
  });

  it('takes a percentage off, to the nearest penny', () => {
    assert.equal(percentOff(1250, 20), 1000);
    assert.equal(percentOff(3405, 10), 3064);
  });
});
