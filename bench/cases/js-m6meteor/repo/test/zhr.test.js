import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cloudFactor, effectiveHours, MIN_ALTITUDE, zhr } from '../src/zhr.js';

const close = (actual, expected, digits = 2) =>
  assert.ok(Math.abs(actual - expected) < 10 ** -digits, `${actual} is not ${expected}`);

test('effective hours leave out the breaks', () => {
  assert.equal(effectiveHours({ minutes: 75, breakMinutes: 15 }), 1);
  assert.equal(effectiveHours({ minutes: 90, breakMinutes: 0 }), 1.5);
});

test('cloud factor', () => {
  assert.equal(cloudFactor(0), 1);
  assert.equal(cloudFactor(20), 1.25);
  assert.throws(() => cloudFactor(100), RangeError);
});

test('a perfect sky and the radiant at the zenith give the count per hour', () => {
  assert.equal(zhr({ count: 30, r: 2.2, lm: 6.5, hours: 1 }), 30);
  close(zhr({ count: 45, r: 2.2, lm: 6.5, hours: 1.5 }), 30);
});

test('the radiant at 30 degrees doubles the rate', () => {
  close(zhr({ count: 30, r: 2.2, lm: 6.5, hours: 1, altitude: 30 }), 60);
});

test('each magnitude of a poorer sky multiplies by r', () => {
  close(zhr({ count: 30, r: 2.2, lm: 5.5, hours: 1 }), 66);
  close(zhr({ count: 10, r: 3.0, lm: 4.5, hours: 1 }), 90);
});

test('no ZHR with the radiant too low', () => {
  assert.equal(zhr({ count: 5, r: 2.2, lm: 6.5, hours: 1, altitude: MIN_ALTITUDE - 1 }), null);
  assert.notEqual(zhr({ count: 5, r: 2.2, lm: 6.5, hours: 1, altitude: MIN_ALTITUDE }), null);
});
