'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { toMetres, toDegrees, normalizeBearing, round } = require('../src/units');

test('lengths in feet become metres', () => {
  assert.equal(toMetres(10, 'ft'), 3.048);
  assert.equal(toMetres(4.2, 'm'), 4.2);
  assert.throws(() => toMetres(1, 'yd'), /unknown length unit "yd"/);
});

test('grads and mils become degrees', () => {
  assert.equal(toDegrees(100, 'grad'), 90);
  assert.equal(toDegrees(1600, 'mils'), 90);
  assert.throws(() => toDegrees(1, 'turns'), /unknown angle unit/);
});

test('bearings wrap into [0, 360)', () => {
  assert.equal(normalizeBearing(360), 0);
  assert.equal(normalizeBearing(-10), 350);
  assert.equal(normalizeBearing(725), 5);
});

test('round keeps the given number of places', () => {
  assert.equal(round(1.23456), 1.23);
  assert.equal(round(1.23456, 3), 1.235);
});
