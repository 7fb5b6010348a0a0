'use strict';

const test = require('node:test');
const assert = require('node:assert');
const units = require('../src/units');

test('round to places', () => {
  assert.strictEqual(units.round(116399.99999999997), 116400);
  assert.strictEqual(units.round(0.65 * 3, 2), 1.95);
});

test('tonnes of spoil', () => {
  assert.strictEqual(units.tonnes(1000, 1.6), 1600);
  assert.throws(() => units.tonnes(1000, 0), RangeError);
});

test('steaming time', () => {
  assert.strictEqual(units.steamingMinutes(12, 10), 72);
  assert.strictEqual(units.hoursToMinutes(12), 720);
  assert.throws(() => units.steamingMinutes(12, 0), RangeError);
});

test('format pounds', () => {
  assert.strictEqual(units.formatPounds(48888000), '£488,880.00');
  assert.strictEqual(units.formatPounds(1035005), '£10,350.05');
  assert.strictEqual(units.formatPounds(-250), '-£2.50');
});
