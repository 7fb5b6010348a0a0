'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { parcelFor } = require('../lib/parcels');

test('a single person gets one of everything but the doubled tins', () => {
  const lines = parcelFor({ ref: 'R-1', people: 1, diet: 'none' });
  assert.equal(lines.length, 9);
  assert.deepEqual(lines.find((l) => l.item === 'tinned tomatoes'), { item: 'tinned tomatoes', qty: 2 });
  assert.deepEqual(lines.find((l) => l.item === 'pasta'), { item: 'pasta', qty: 1 });
});

test('per-person lines scale with the household', () => {
  const lines = parcelFor({ ref: 'R-2', people: 5, diet: 'none' });
  assert.deepEqual(lines.find((l) => l.item === 'milk (UHT)'), { item: 'milk (UHT)', qty: 5 });
  assert.deepEqual(lines.find((l) => l.item === 'rice'), { item: 'rice', qty: 1 });
});
