'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { parseCutList } = require('../src/cutlist');
const { quote } = require('../src/quote');
const { shadeRamp } = require('../src/veneers');
const { ROSE } = require('./fixtures');

test('quote for the rose', () => {
  const q = quote(parseCutList(ROSE));
  assert.deepEqual(q.lines, [
    { species: 'walnut', leaves: 1, cost: 5.8 },
    { species: 'sycamore', leaves: 1, cost: 3.2 },
    { species: 'cherry', leaves: 1, cost: 4.4 },
    { species: 'wenge', leaves: 1, cost: 7.5 },
  ]);
  assert.equal(q.veneer, 20.9);
  assert.equal(q.labour, 9 * 1.5 + 5 * 0.5);
  assert.equal(q.total, 36.9);
});

test('a piece bigger than any leaf cannot be quoted', () => {
  assert.throws(() => quote(parseCutList('T1 wenge 300x300')), /larger than a leaf: T1/);
});

test('shade ramp runs either way', () => {
  assert.deepEqual(shadeRamp('ash', 'walnut'), ['ash', 'cherry', 'walnut']);
  assert.deepEqual(shadeRamp('walnut', 'ash'), ['walnut', 'cherry', 'ash']);
});
