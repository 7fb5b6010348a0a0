'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { binsDue, binType, refuseAllowance, BIN_TYPES } = require('../src/bins');

test('refuse goes out in week A, recycling and glass in week B, food every week', () => {
  const house = { residents: 2 };
  assert.deepEqual(binsDue(house, 'A'), ['refuse', 'food']);
  assert.deepEqual(binsDue(house, 'B'), ['recycling', 'glass', 'food']);
});

test('opted-out bins are left off', () => {
  const flat = { residents: 1, optOut: ['glass', 'food'] };
  assert.deepEqual(binsDue(flat, 'A'), ['refuse']);
  assert.deepEqual(binsDue(flat, 'B'), ['recycling']);
});

test('bin types', () => {
  assert.equal(binType('glass').colour, 'purple');
  assert.throws(() => binType('garden'), RangeError);
  assert.equal(Object.isFrozen(BIN_TYPES.refuse), true);
});

test('refuse allowance for large households', () => {
  assert.equal(refuseAllowance({ residents: 4 }), 180);
  assert.equal(refuseAllowance({ residents: 6 }), 240);
  assert.equal(refuseAllowance({ residents: 2, medicalWaste: true }), 240);
});
