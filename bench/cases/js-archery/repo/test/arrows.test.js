'use strict';

const assert = require('node:assert/strict');
const { arrowValue, parseArrow, normalise } = require('../lib/arrows');

describe('arrows', () => {
  it('scores a metric face by ring, X as 10 and M as 0', () => {
    assert.deepEqual(['X', '10', '9', '1', 'M'].map((m) => arrowValue(m, 'metric')), [10, 10, 9, 1, 0]);
  });

  it('scores an imperial face 9, 7, 5, 3, 1', () => {
    assert.deepEqual(['9', '7', '5', '3', '1', 'M'].map((m) => arrowValue(m, 'imperial')), [9, 7, 5, 3, 1, 0]);
  });

  it('refuses a mark the face does not have', () => {
    assert.throws(() => arrowValue('8', 'imperial'), /"8" is not an arrow on a imperial face/);
    assert.throws(() => arrowValue('11', 'metric'), /not an arrow/);
    assert.throws(() => arrowValue('9', 'clout'), /unknown face/);
  });

  it('reads lower case and 0 as a miss', () => {
    assert.equal(normalise(' x '), 'X');
    assert.deepEqual(parseArrow('0', 'metric'), { mark: 'M', value: 0 });
    assert.deepEqual(parseArrow('m', 'imperial'), { mark: 'M', value: 0 });
  });
});
