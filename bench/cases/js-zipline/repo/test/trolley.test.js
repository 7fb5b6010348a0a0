'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { lineByName } = require('../src/park');
const { brakeSetting } = require('../src/trolley');

test('heavier riders get a firmer brake', () => {
  const canopy = lineByName('Canopy Run');
  assert.deepEqual([30, 44, 45, 69, 70, 94, 95, 120].map((w) => brakeSetting(w, canopy)), [1, 1, 2, 2, 3, 3, 4, 4]);
});

test('steep lines add one, up to 5', () => {
  const flyer = lineByName('Valley Flyer');
  assert.equal(brakeSetting(60, flyer), 3);
  assert.equal(brakeSetting(100, flyer), 5);
});
