'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { swimPoints, fastestSwim } = require('../src/swimming');

test('2:30.00 is worth 250', () => {
  assert.equal(swimPoints('2:30.00'), 250);
  assert.equal(swimPoints(15000), 250);
});

test('a point for every half second', () => {
  assert.equal(swimPoints('2:29.50'), 251);
  assert.equal(swimPoints('2:29.51'), 250);
  assert.equal(swimPoints('2:05.00'), 300);
  assert.equal(swimPoints('2:31.00'), 248);
  assert.equal(swimPoints('2:30.49'), 250);
});

test('never below zero', () => {
  assert.equal(swimPoints('9:00.00'), 0);
  assert.throws(() => swimPoints(0), RangeError);
});

test('fastest swim', () => {
  assert.deepEqual(fastestSwim({ A: '2:10.00', B: '2:05.10', C: 13000 }), { athlete: 'B', time: 12510 });
  assert.equal(fastestSwim({}), null);
});
