'use strict';

const assert = require('assert');
const { pairFee, hireFee } = require('../src/fees');

describe('fees', () => {
  it('charges by size', () => {
    assert.strictEqual(pairFee(35), 300);
    assert.strictEqual(pairFee(36), 600);
  });

  it('adds up a hire', () => {
    assert.strictEqual(hireFee([30, 40, 44]), 1500);
    assert.strictEqual(hireFee([]), 0);
  });
});
