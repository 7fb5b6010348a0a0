'use strict';

const assert = require('node:assert/strict');
const rings = require('../src/rings');

describe('rings', () => {
  it('numbers the sizes from A', () => {
    assert.equal(rings.sizeIndex('A'), 0);
    assert.equal(rings.sizeIndex('n'), 13);
    assert.equal(rings.sizeIndex('Z'), 25);
    assert.equal(rings.sizeIndex('Z+3'), 28);
    assert.equal(rings.sizeName(28), 'Z+3');
  });

  it('refuses sizes off the chart', () => {
    assert.throws(() => rings.sizeIndex('Z+7'), RangeError);
    assert.throws(() => rings.sizeIndex('AA'), RangeError);
  });

  it('gives the inside circumference and diameter', () => {
    assert.equal(rings.circumference('A'), 37.8);
    assert.equal(rings.circumference('N'), 54.05);
    assert.equal(rings.diameter('N').toFixed(1), '17.2');
  });

  it('finds the nearest size to a measurement', () => {
    assert.equal(rings.sizeFor(54.3), 'N');
    assert.equal(rings.sizeFor(70.4), 'Z+1');
    assert.throws(() => rings.sizeFor(30), RangeError);
  });

  it('counts the sizes between two', () => {
    assert.equal(rings.steps('L', 'O'), 3);
    assert.equal(rings.steps('P', 'M'), -3);
  });
});
