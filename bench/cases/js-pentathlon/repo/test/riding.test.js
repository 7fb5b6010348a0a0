'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { faultPenalty, ridePoints } = require('../src/riding');

test('clear round is 300', () => {
  assert.equal(ridePoints({ faults: {} }), 300);
  assert.equal(ridePoints({}), 300);
});

test('faults cost points', () => {
  assert.equal(faultPenalty({ knockdown: 2, refusal: 1 }), 24);
  assert.equal(ridePoints({ faults: { knockdown: 1 } }), 293);
  assert.equal(ridePoints({ faults: { fall: 1, refusal: 2 } }), 250);
});

test('elimination scores zero', () => {
  assert.equal(ridePoints({ eliminated: true, faults: { knockdown: 1 } }), 0);
});

test('bad faults are rejected', () => {
  assert.throws(() => faultPenalty({ splash: 1 }));
  assert.throws(() => faultPenalty({ knockdown: -1 }), RangeError);
});
