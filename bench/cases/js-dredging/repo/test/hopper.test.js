'use strict';

const test = require('node:test');
const assert = require('node:assert');
const hopper = require('../src/hopper');
const { sandpiper } = require('./fixtures');

test('payload allows for the load factor', () => {
  assert.strictEqual(hopper.payload(sandpiper()), 1700);
});

test('trips round up', () => {
  const h = sandpiper();
  assert.strictEqual(hopper.tripsNeeded(1700, h), 1);
  assert.strictEqual(hopper.tripsNeeded(1701, h), 2);
  assert.strictEqual(hopper.tripsNeeded(0, h), 0);
});

test('cycle time', () => {
  assert.strictEqual(hopper.cycleMinutes(sandpiper(), 12), 214);
});

test('capacity must be positive', () => {
  assert.throws(() => hopper.hopper('x', { capacityM3: 0 }), RangeError);
});
